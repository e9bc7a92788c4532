import styled from 'styled-components';
import { VisuallyHidden } from '@kuza/ui';
import { JoinedCount } from '../features/waitlist/joined-count';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  heading: { id: 'marketing.people.heading', defaultMessage: 'People on the waitlist' },
});

const Main = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** product.md §2: /people shows only the count. */
export default function PeoplePage() {
  const { t } = useMarketingI18n();
  return (
    <Main>
      <VisuallyHidden as="h1">{t(messages.heading)}</VisuallyHidden>
      <JoinedCount size="xl" />
    </Main>
  );
}
