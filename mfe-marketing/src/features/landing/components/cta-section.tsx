import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { WatchDemoButton, type DemoActions } from './watch-demo-button';

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
  return (
    <Container>
      <Panel aria-labelledby="cta-heading">
        <h2 id="cta-heading">Ready to Build Your Startup?</h2>
        <p>Join founders across Africa getting investor-ready with Kuza. There is a free plan.</p>
        <Buttons>
          <ButtonLink to="/signup" variant="secondary" size="lg">
            Try for free
          </ButtonLink>
          <OnDarkButton onWatchDemo={onWatchDemo} onPrefetchDemo={onPrefetchDemo} />
        </Buttons>
      </Panel>
    </Container>
  );
}
