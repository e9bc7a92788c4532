import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { FaqSection } from '../components/faq-section';
import { SiteHeader } from '../components/site-header';
import { SiteFooter } from '../components/site-footer';
import { HeroHeadline } from '../components/hero-headline';
import { FAQ_ITEMS } from '../content/faq';
import { HEADLINE } from '../content/site';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { useFaqState } from '../features/landing/landing-slice';
import { JoinForm, JOIN_EMAIL_FIELD_ID } from '../features/waitlist/join-form';
import { JoinedCount } from '../features/waitlist/joined-count';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  join: { id: 'marketing.waitlist.join', defaultMessage: 'Join Waitlist' },
  subtext: {
    id: 'marketing.waitlist.subtext',
    defaultMessage: 'Join the waitlist for early access, priority invites and founder-only perks when Kuza opens.',
  },
});

const Hero = styled.section`
  padding: calc(${({ theme }) => theme.heights.siteHeader} + 56px) 0 ${({ theme }) => theme.spacing.xxl};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primarySubtle} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
  text-align: center;

  #${JOIN_EMAIL_FIELD_ID} {
    scroll-margin-top: calc(${({ theme }) => theme.heights.siteHeader} + 120px);
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Subtext = styled.p`
  max-width: 52ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** product.md §2 waitlist page: header, headline, the join form, the count line, FAQ, footer. */
export default function WaitlistPage() {
  const faq = useFaqState('waitlist');
  const { t } = useMarketingI18n();
  useHashScroll();
  return (
    <>
      <SiteHeader actions={<ButtonLink to={{ hash: JOIN_EMAIL_FIELD_ID }}>{t(messages.join)}</ButtonLink>} />
      <main>
        <Hero aria-labelledby="waitlist-heading">
          <Container>
            <Stack>
              <HeroHeadline id="waitlist-heading" lead={t(HEADLINE.lead)} rest={t(HEADLINE.rest)} />
              <Subtext>{t(messages.subtext)}</Subtext>
              <JoinForm source="waitlist" />
              <JoinedCount />
            </Stack>
          </Container>
        </Hero>
        <FaqSection items={FAQ_ITEMS} openIndex={faq.openIndex} onToggle={faq.onToggle} />
      </main>
      <SiteFooter />
    </>
  );
}
