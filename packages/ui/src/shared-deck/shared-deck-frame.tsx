/** @jsxRuntime automatic */
// (The API runs these with tsx from the repository root, where no tsconfig sets the JSX runtime.)
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import type { Slide, ThemeId } from '@kuza/contracts';
import { theme } from '../theme';
import { SlideTextView } from './slide-text-view';

const messages = defineMessages({
  noSlides: { id: 'ui.sharedDeck.noSlides', defaultMessage: 'This deck has no slides yet.' },
  madeWith: {
    id: 'ui.sharedDeck.madeWith',
    defaultMessage: 'Made with {kuza}, the startup toolkit for African founders.',
  },
  slidesAsText: { id: 'ui.sharedDeck.slidesAsText', defaultMessage: 'Slides as text' },
});

/** Where the brand's link goes in a translated sentence: the sentence is said with this mark, then cut at it. */
const LINK_MARK = '\u0002';

// Styled from the theme object itself rather than a ThemeProvider: the API draws this frame on the
// server (the share page's HTML), where no provider is around it.

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
  min-height: 100vh;
  padding: ${theme.spacing.md};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing.sm};
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;

const Footer = styled.footer`
  margin-top: auto;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  a {
    color: ${theme.colors.primary};
  }
`;

const TextSlides = styled.ol`
  display: grid;
  /* One column as wide as the screen: a wide table scrolls in its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  /* On a wide screen, a column of reading width (and pictures asked for at that width). */
  max-width: ${theme.widths.narrow};
  margin: 0 auto;
  gap: ${theme.spacing.md};
  padding: 0;
  list-style: none;
  min-width: 0;
`;

/** What a shared deck without slides shows in place of them, in every view. */
export function NoSlides() {
  const { t } = useI18n();
  return <p>{t(messages.noSlides)}</p>;
}

export interface SharedDeckFrameProps {
  /** The deck's name, the page's heading. */
  name: string;
  /** The view's controls beside the heading (none where there is no script to run them). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The page around a shared deck: its name, the view's controls, the slides, and where it was made. */
export function SharedDeckFrame({ name, actions, children }: SharedDeckFrameProps) {
  const { t } = useI18n();
  const [before, after] = t(messages.madeWith, { kuza: LINK_MARK }).split(LINK_MARK);
  return (
    <Page>
      <Header>
        {/* The deck's own words, in their own direction: an Arabic name on an English page, a Latin one on an Arabic. */}
        <h1 dir="auto">{name}</h1>
        {actions}
      </Header>
      <main>{children}</main>
      <Footer>
        {before}
        <a href="/">Kuza</a>
        {after}
      </Footer>
    </Page>
  );
}

export interface SlidesAsTextProps {
  slides: Slide[];
  theme: { id: ThemeId };
  /** The deck's language: each slide's direction (the list runs top to bottom either way). */
  language?: string;
}

/** Every slide of a deck reflowed as text, in order; a deck without slides says so. */
export function SlidesAsText({ slides, theme: deckTheme, language }: SlidesAsTextProps) {
  const { t } = useI18n();
  if (!slides.length) return <NoSlides />;
  return (
    <TextSlides aria-label={t(messages.slidesAsText)}>
      {slides.map((slide, i) => (
        <li key={slide.id}>
          <SlideTextView slide={slide} theme={deckTheme} position={i + 1} language={language} />
        </li>
      ))}
    </TextSlides>
  );
}
