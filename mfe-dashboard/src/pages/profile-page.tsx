import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoader, Stack } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../i18n';

const messages = defineMessages({
  title: { id: 'dashboard.profile.title', defaultMessage: 'Profile' },
  loading: { id: 'dashboard.profile.loading', defaultMessage: 'Loading your profile' },
  details: { id: 'dashboard.profile.details', defaultMessage: 'Your details' },
  password: { id: 'dashboard.profile.password', defaultMessage: 'Password' },
  answers: { id: 'dashboard.profile.answers', defaultMessage: 'Onboarding answers' },
});
import { AppChrome } from '@kuza/app';
import { useAuthCurrentUserQuery } from '../features/profile/api';
import { DetailsForm } from '../features/profile/details-form';
import { OnboardingAnswersList } from '../features/profile/onboarding-answers';
import { PasswordForm } from '../features/profile/password-form';
import { PhotoSection } from '../features/profile/photo-section';

const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 4.5rem;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </Card>
  );
}

/** The avatar menu's Settings opens /profile#settings: bring that section into view and focus. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash, ready]);
}

/** /profile and Settings: names and photo, password, and the onboarding answers. */
export default function ProfilePage() {
  const { t } = useDashboardI18n();
  const { data: user, isLoading } = useAuthCurrentUserQuery();
  useScrollToHash(Boolean(user));
  return (
    <AppChrome title={t(messages.title)}>
      <Stack gap="lg">
        <h1>{t(messages.title)}</h1>
        {isLoading || !user ? (
          <PageLoader label={t(messages.loading)} minHeight="12rem" />
        ) : (
          <>
            <Section id="details" title={t(messages.details)}>
              <Stack gap="lg">
                <PhotoSection user={user} />
                <DetailsForm user={user} />
              </Stack>
            </Section>
            <Section id="settings" title={t(messages.password)}>
              <PasswordForm user={user} />
            </Section>
            <Section id="onboarding" title={t(messages.answers)}>
              <OnboardingAnswersList answers={user.onboarding} />
            </Section>
          </>
        )}
      </Stack>
    </AppChrome>
  );
}
