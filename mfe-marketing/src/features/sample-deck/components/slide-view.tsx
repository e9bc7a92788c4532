import { useId } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';
import type { SampleSlide, Words } from '../sample-deck';

export const slideMessages = defineMessages({
  position: { id: 'marketing.sample.position', defaultMessage: 'Slide {number} of {count}' },
  team: { id: 'marketing.sample.teamMembers', defaultMessage: 'Team members' },
});

export interface SlideViewProps {
  slide: SampleSlide;
  /** h2 on the /pitch-slide page, h3 inside the demo dialog (whose title is the h2). */
  headingLevel: 2 | 3;
  /** Shown above the title, e.g. "Slide 3 of 10". */
  label?: string;
  /** The first slide on a page: its image is in the first screen, so it must not wait to be scrolled to. */
  eager?: boolean;
}

const Root = styled.article`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xl};

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.spacing.lg};
  }
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Highlight = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-inline-start: 1.25rem;
`;

const Paragraph = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Figure = styled.figure`
  margin: 0;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  figcaption {
    margin-top: ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
`;

const Members = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;

  img {
    display: block;
    margin: 0 auto ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  strong {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One slide of the sample deck: text on one side, its image and caption (or the team) on the other. */
export function SlideView({ slide, headingLevel, label, eager = false }: SlideViewProps) {
  const id = useId();
  const { t } = useMarketingI18n();
  const say = (words: Words) => (typeof words === 'string' ? words : t(words));
  return (
    <Root aria-labelledby={`${id}-title`}>
      <div>
        {label && <Label>{label}</Label>}
        <Title as={`h${headingLevel}`} id={`${id}-title`}>
          {say(slide.title)}
        </Title>
        <Highlight>{say(slide.highlight)}</Highlight>
        {slide.type === 'content' && (
          <Bullets>
            {slide.bullets.map((bullet, index) => (
              <li key={index}>{say(bullet)}</li>
            ))}
          </Bullets>
        )}
        <Paragraph>{say(slide.paragraph)}</Paragraph>
      </div>
      {slide.type === 'content' ? (
        <Figure>
          <img
            src={slide.image}
            alt={say(slide.imageAlt)}
            width={320}
            height={200}
            loading={eager ? 'eager' : 'lazy'}
          />
          <figcaption>{say(slide.caption)}</figcaption>
        </Figure>
      ) : (
        <Members aria-label={t(slideMessages.team)}>
          {slide.members.map((member) => (
            <li key={member.name}>
              {/* The name is right below: the portrait adds no information for a screen reader. */}
              <img src={member.image} alt="" width={80} height={80} loading="lazy" />
              <strong>{member.name}</strong>
              <span>{say(member.role)}</span>
            </li>
          ))}
        </Members>
      )}
    </Root>
  );
}
