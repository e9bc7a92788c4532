import styled from 'styled-components';
import { ButtonLink, Container } from '@kuza/ui';
import { HeroHeadline } from '../../../components/hero-headline';
import { HEADLINE } from '../../../content/site';
import { HeroArtLarge, HeroArtSmall } from './hero-art';
import { WatchDemoButton, type DemoActions } from './watch-demo-button';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';

const messages = defineMessages({
  badge: { id: 'marketing.hero.badge', defaultMessage: 'Built for African Entrepreneurs' },
  subtext: {
    id: 'marketing.hero.subtext',
    defaultMessage: 'Create pitch decks, financials and resumes with AI. Get investor-ready in minutes, not weeks.',
  },
  tryForFree: { id: 'marketing.hero.tryForFree', defaultMessage: 'Try for free' },
  joinWaitlist: { id: 'marketing.hero.joinWaitlist', defaultMessage: 'Join the waitlist' },
  art: { id: 'marketing.hero.art', defaultMessage: 'A Kuza pitch deck with a growth chart, next to a founder resume' },
});

const Root = styled.section`
  padding: calc(${({ theme }) => theme.heights.siteHeader} + 40px) 0 ${({ theme }) => theme.spacing.xxl};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primarySubtle} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xl};

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Subtext = styled.p`
  max-width: 52ch;
  margin: ${({ theme }) => theme.spacing.lg} 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** One drawing per screen width, chosen by CSS alone: nothing waits for a script to pick. */
const Picture = styled.div`
  display: flex;
  justify-content: center;

  svg {
    width: 100%;
    height: auto;
  }

  .hero-large {
    display: none;
  }

  @media (min-width: 768px) {
    .hero-small {
      display: none;
    }

    .hero-large {
      display: block;
    }
  }
`;

/** product.md §2 hero: badge, headline, subtext, the calls to action (the waitlist second) and the hero image. */
export function Hero({ onWatchDemo, onPrefetchDemo }: DemoActions) {
  const { t, href } = useMarketingI18n();
  return (
    <Root id="hero" aria-labelledby="hero-heading">
      <Container>
        <Grid>
          <div>
            <Badge>{t(messages.badge)}</Badge>
            <HeroHeadline id="hero-heading" lead={t(HEADLINE.lead)} rest={t(HEADLINE.rest)} />
            <Subtext>{t(messages.subtext)}</Subtext>
            <Buttons>
              <ButtonLink to={href('/signup')} size="lg">
                {t(messages.tryForFree)}
              </ButtonLink>
              {/* Before launch, the secondary action is the waitlist (docs/decisions.md). */}
              <ButtonLink to={href('/waitlist')} variant="secondary" size="lg">
                {t(messages.joinWaitlist)}
              </ButtonLink>
              <WatchDemoButton onWatchDemo={onWatchDemo} onPrefetchDemo={onPrefetchDemo} />
            </Buttons>
          </div>
          <Picture>
            <HeroArtSmall className="hero-small" role="img" aria-label={t(messages.art)} />
            <HeroArtLarge className="hero-large" role="img" aria-label={t(messages.art)} />
          </Picture>
        </Grid>
      </Container>
    </Root>
  );
}
