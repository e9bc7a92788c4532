import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { WatchDemoButton, type DemoActions } from './watch-demo-button';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';

const messages = defineMessages({
  heading: { id: 'marketing.cta.heading', defaultMessage: 'Ready to Build Your Startup?' },
  text: {
    id: 'marketing.cta.text',
    defaultMessage: 'Join founders across Africa getting investor-ready with Kuza. There is a free plan.',
  },
  tryForFree: { id: 'marketing.cta.tryForFree', defaultMessage: 'Try for free' },
});

const Panel = styled.section`
  margin: ${({ theme }) => theme.spacing.xxl} 0;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primaryHover};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }

  p {
    max-width: 52ch;
    margin: 0 auto ${({ theme }) => theme.spacing.lg};
  }

  /* The theme's focus ring is green: on this green panel it must be white to be seen. */
  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const OnDarkButton = styled(WatchDemoButton)`
  border-color: ${({ theme }) => theme.colors.onPrimary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** product.md §2 call to action: 'Ready to Build Your Startup?' with both buttons. */
export function CtaSection({ onWatchDemo, onPrefetchDemo }: DemoActions) {
  const { t, href } = useMarketingI18n();
  return (
    <Container>
      <Panel aria-labelledby="cta-heading">
        <h2 id="cta-heading">{t(messages.heading)}</h2>
        <p>{t(messages.text)}</p>
        <Buttons>
          <ButtonLink to={href('/signup')} variant="secondary" size="lg">
            {t(messages.tryForFree)}
          </ButtonLink>
          <OnDarkButton onWatchDemo={onWatchDemo} onPrefetchDemo={onPrefetchDemo} />
        </Buttons>
      </Panel>
    </Container>
  );
}
