/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import styled from 'styled-components';
import { DEFAULT_LOCALE, defineMessages, localeDirection } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import {
  colorsOf,
  fontStacksOf,
  mediaSrcSet,
  themeOf,
  visualOf,
  type Slide,
  type SlideColors,
  type ThemeId,
} from '@kuza/contracts';
import { ChartTable, Scroll } from './chart-table';

const messages = defineMessages({
  slide: { id: 'ui.sharedDeck.slide', defaultMessage: 'Slide {position}' },
  table: { id: 'ui.sharedDeck.table', defaultMessage: '{title} table' },
  untitledTable: { id: 'ui.sharedDeck.untitledTable', defaultMessage: 'Slide table' },
  team: { id: 'ui.sharedDeck.team', defaultMessage: 'Team' },
});

/**
 * A slide as text that reflows to the screen: its title, lead, bullets and visual as HTML at
 * 16 px (14 px for table cells and captions), in the deck's fonts and colours. A phone reads this
 * instead of a picture of the slide scaled down to a few pixels a letter.
 */

const Card = styled.article<{ $colors: SlideColors; $body: string; $heading: string }>`
  min-width: 0;
  padding: 16px;
  border-inline-start: 4px solid ${({ $colors }) => $colors.accent};
  border-radius: 8px;
  background: ${({ $colors }) => $colors.background};
  color: ${({ $colors }) => $colors.text};
  font-family: ${({ $body }) => $body};
  font-size: 16px;
  line-height: 1.5;
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 8px;
    font-family: ${({ $heading }) => $heading};
    font-size: 22px;
    line-height: 1.25;
  }
  p,
  ul {
    margin: 0 0 8px;
  }
  ul {
    padding-inline-start: 20px;
  }
  li::marker {
    color: ${({ $colors }) => $colors.accent};
  }
  figure {
    margin: 8px 0 0;
  }
  figcaption {
    font-size: 14px;
    color: ${({ $colors }) => $colors.muted};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const Team = styled.ul`
  list-style: none;
  padding: 0 !important;
  display: grid;
  gap: 12px;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
  }
`;

/** Every non-blank row of the slide's table, the first as the header. */
function tableRows(slide: Slide): string[][] {
  return (slide.table?.rows ?? []).filter((row) => row.some((cell) => cell.trim()));
}

function SlideVisualText({ slide, colors }: { slide: Slide; colors: SlideColors }) {
  const { t } = useI18n();
  const visual = visualOf(slide);
  if (!visual) return null;
  if (visual.kind === 'chart') return <ChartTable chart={visual.chart} title={slide.title} colors={colors} />;
  if (visual.kind === 'table') {
    const [head, ...body] = tableRows(slide);
    return (
      <Scroll
        $colors={colors}
        role="region"
        aria-label={slide.title ? t(messages.table, { title: slide.title }) : t(messages.untitledTable)}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              {head.map((cell, c) => (
                <th key={c} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {body.map((row, r) => (
              <tr key={r}>
                {head.map((_, c) => (
                  <td key={c}>{row[c] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    );
  }
  if (visual.kind === 'team')
    return (
      <Team aria-label={t(messages.team)}>
        {visual.members.map((member, i) => (
          <li key={i}>
            {member.imageUrl && (
              <img
                src={member.imageUrl}
                srcSet={mediaSrcSet(member.imageUrl)}
                sizes="56px"
                loading="lazy"
                alt={member.name}
              />
            )}
            <div>
              <strong>{member.name}</strong>
              {member.role && <div>{member.role}</div>}
              {member.bio && <div style={{ fontSize: 14, color: colors.muted }}>{member.bio}</div>}
            </div>
          </li>
        ))}
      </Team>
    );
  return (
    <figure>
      {/* A stored picture comes in the width the card lays it out at, and only once it is near the screen. */}
      <img src={visual.src} srcSet={mediaSrcSet(visual.src)} sizes="auto, 100vw" loading="lazy" alt={visual.alt} />
      {visual.caption && <figcaption>{visual.caption}</figcaption>}
    </figure>
  );
}

export interface SlideTextViewProps {
  slide: Slide;
  theme: { id: ThemeId };
  position: number;
  /** The deck's language (English when not given): the card's `lang` and direction, whatever the page's. */
  language?: string;
}

export function SlideTextView({ slide, theme, position, language = DEFAULT_LOCALE }: SlideTextViewProps) {
  const { t } = useI18n();
  const definition = themeOf(theme);
  const colors = colorsOf(definition);
  const fonts = fontStacksOf(definition);
  const lead = slide.content.trim();
  const bullets = slide.bullets.filter((b) => b.trim());
  return (
    <Card
      $colors={colors}
      $body={fonts.body}
      $heading={fonts.heading}
      aria-label={t(messages.slide, { position })}
      lang={language}
      dir={localeDirection(language)}
    >
      <h2>{slide.title || t(messages.slide, { position })}</h2>
      {lead && lead.split('\n').map((line, i) => <p key={i}>{line}</p>)}
      {bullets.length > 0 && (
        <ul>
          {bullets.map((bullet, i) => (
            <li key={i}>{bullet}</li>
          ))}
        </ul>
      )}
      <SlideVisualText slide={slide} colors={colors} />
    </Card>
  );
}
