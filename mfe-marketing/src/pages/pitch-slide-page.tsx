import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { PublicActions } from '../components/public-actions';
import { SiteHeader } from '../components/site-header';
import { SiteFooter } from '../components/site-footer';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { DeckSections } from '../features/sample-deck/components/deck-sections';
import { SAMPLE_FIGURES } from '../features/sample-deck/sample-deck';

const Main = styled.main`
  padding: calc(${({ theme }) => theme.heights.siteHeader} + 40px) 0 ${({ theme }) => theme.spacing.xxl};
`;

const Intro = styled.div`
  max-width: 62ch;
  margin: 0 auto ${({ theme }) => theme.spacing.xl};
  text-align: center;

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: clamp(2rem, 5vw, 3rem);
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Closing = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xl};
  text-align: center;
`;

/** product.md §2 /pitch-slide: the static marketing sample deck (product.md §3) as page sections. */
export default function PitchSlidePage() {
  useHashScroll();
  return (
    <>
      <SiteHeader actions={<PublicActions />} />
      <Main>
        <Container>
          <Intro>
            <h1>Sample Pitch Deck</h1>
            <p>
              The ten slides Kuza builds for {SAMPLE_FIGURES.company}, a fictional fintech. The company and its figures
              are illustrative.
            </p>
          </Intro>
          <DeckSections />
          <Closing>
            <ButtonLink to="/signup" size="lg">
              Build your deck for free
            </ButtonLink>
          </Closing>
        </Container>
      </Main>
      <SiteFooter />
    </>
  );
}
