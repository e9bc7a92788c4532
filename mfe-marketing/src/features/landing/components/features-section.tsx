import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container } from '@kuza/ui';
import { Section, SectionHeading, SectionIntro } from '../../../components/section';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import { useRevealOnce } from '../../../hooks/use-reveal-once';
import { FEATURES } from '../content';
import { FeatureIcon } from './feature-icon';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';

const messages = defineMessages({
  heading: { id: 'marketing.features.heading', defaultMessage: 'Everything You Need to Succeed' },
  intro: {
    id: 'marketing.features.intro',
    defaultMessage: 'One toolkit for the documents investors and accelerators ask for.',
  },
  tryForFree: { id: 'marketing.features.tryForFree', defaultMessage: 'Try for free' },
});

/** product.md §9: cards animate in once, when 20 % visible. */
export const CARD_REVEAL_THRESHOLD = 0.2;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article<{ $revealed: boolean; $delay: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    opacity 500ms ease-out ${({ $delay }) => $delay}ms,
    transform 500ms ease-out ${({ $delay }) => $delay}ms;
  ${({ $revealed }) =>
    !$revealed &&
    css`
      opacity: 0;
      transform: translateY(24px);
    `}

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

const TryLink = styled(Link)`
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function FeatureCard({ feature, index }: { feature: (typeof FEATURES)[number]; index: number }) {
  const reduced = usePrefersReducedMotion();
  const { ref, revealed } = useRevealOnce<HTMLElement>(CARD_REVEAL_THRESHOLD, !reduced);
  const id = useId();
  const { t, href } = useMarketingI18n();
  return (
    <li>
      <Card ref={ref} aria-labelledby={`${id}-title`} $revealed={revealed} $delay={index * 80}>
        <Icon>
          <FeatureIcon name={feature.icon} />
        </Icon>
        <h3 id={`${id}-title`}>{t(feature.title)}</h3>
        <p>{t(feature.description)}</p>
        <TryLink to={href('/signup')} aria-describedby={`${id}-title`}>
          {t(messages.tryForFree)}
        </TryLink>
      </Card>
    </li>
  );
}

/** product.md §2 features: four cards, each with a 'Try for free' link to sign-up. */
export function FeaturesSection() {
  const { t } = useMarketingI18n();
  return (
    <Section id="features" aria-labelledby="features-heading">
      <Container>
        <SectionHeading id="features-heading">{t(messages.heading)}</SectionHeading>
        <SectionIntro>{t(messages.intro)}</SectionIntro>
        <Grid>
          {FEATURES.map((feature, index) => (
            <FeatureCard key={feature.title.id} feature={feature} index={index} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
