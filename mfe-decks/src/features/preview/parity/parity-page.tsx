/**
 * The page the slide parity test (api/test/slide-parity.test.ts) bundles and opens in Chromium:
 * each slide it is given drawn by the editor's SlideView, 960 px wide (72 px an inch), with the
 * editor's click-to-edit regions, so the test reads every text block's box from the DOM.
 */
import { createRoot } from 'react-dom/client';
import type { DeckTheme, Slide } from '@kuza/contracts';
import { SlideView } from '../slide-view';

declare global {
  interface Window {
    PARITY_CASES: Array<{ slide: Slide; theme: DeckTheme }>;
  }
}

const noop = () => undefined;

createRoot(document.getElementById('root')!).render(
  <>
    {window.PARITY_CASES.map(({ slide, theme }, i) => (
      <div key={i} data-case={i} style={{ width: 960 }}>
        <SlideView slide={slide} theme={theme} headingLevel={2} edit={{ onEditText: noop, onEditVisual: noop }} />
      </div>
    ))}
  </>,
);
