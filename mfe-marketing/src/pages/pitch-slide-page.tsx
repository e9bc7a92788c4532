import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { PublicActions } from '../components/public-actions';
import { SiteHeader } from '../components/site-header';
import { SiteFooter } from '../components/site-footer';
import { useHashScroll } from '../hooks/use-hash-scroll';
import { DeckSections } from '../features/sample-deck/components/deck-sections';
import { SAMPLE_FIGURES } from '../features/sample-deck/sample-deck';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../i18n';

const messages = defineMessages({
  heading: { id: 'marketing.pitchSlide.heading', defaultMessage: 'Sample Pitch Deck' },
  intro: {
    id: 'marketing.pitchSlide.intro',
    defaultMessage:
      'The ten slides Kuza builds for {company}, a fictional fintech. The company and its figures are illustrative.',
  },
  build: { id: 'marketing.pitchSlide.build', defaultMessage: 'Build your deck for free' },
});

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
  const { t, href } = useMarketingI18n();
  return (
    <>
      <SiteHeader actions={<PublicActions />} />
      <Main>
        <Container>
          <Intro>
            <h1>{t(messages.heading)}</h1>
            <p>{t(messages.intro, { company: SAMPLE_FIGURES.company })}</p>
          </Intro>
          <DeckSections />
          <Closing>
            <ButtonLink to={href('/signup')} size="lg">
              {t(messages.build)}
            </ButtonLink>
          </Closing>
        </Container>
      </Main>
      <SiteFooter />
    </>
  );
}
