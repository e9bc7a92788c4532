/**
 * The page the slide parity test (api/test/slide-parity.test.ts) bundles and opens in Chromium:
 * each page it is given drawn as the editor canvas draws it, 960 px wide (72 px an inch): the
 * shared SlideView (click-to-edit on a slide's first page, as the canvas shows it) and the canvas
 * footer, so the test reads every text block's and the footer's box from the DOM.
 */
import { localeDirection, DEFAULT_LOCALE } from '@kuza/i18n';
import { createRoot } from 'react-dom/client';
import { layoutSlide, type Slide, type ThemeId } from '@kuza/contracts';
import { SlideView } from '../../preview/slide-view';
import { SlideFooter } from '../slide-footer';

export interface ParityCase {
  slide: Slide;
  /** Which of the slide's pages ('(cont.)' ones after the first). */
  part: number;
  theme: ThemeId;
  /** The deck's name and the page's number, as the footer prints them. */
  name: string;
  number: string;
  /** The deck's language ('ar' draws the slide right to left); English when left out. */
  language?: string;
}

const noop = () => undefined;
/** The cases the test writes into the page. */
const cases = (window as unknown as { PARITY_CASES: ParityCase[] }).PARITY_CASES;

createRoot(document.getElementById('root')!).render(
  <>
    {cases.map(({ slide, part, theme, name, number, language }, i) => (
      <div key={i} data-case={i} style={{ width: 960 }}>
        <SlideView
          slide={slide}
          page={layoutSlide(slide, 0, theme, localeDirection(language ?? DEFAULT_LOCALE))[part]}
          theme={{ id: theme }}
          language={language}
          headingLevel={2}
          edit={part === 0 ? { onEditText: noop, onEditVisual: noop } : undefined}
        >
          <SlideFooter
            name={name}
            number={number}
            theme={{ id: theme }}
            direction={localeDirection(language ?? DEFAULT_LOCALE)}
          />
        </SlideView>
      </div>
    ))}
  </>,
);
