import { screen } from '@testing-library/react';
import { colorsOf, layoutDeck, pageFooter, type Slide } from '@kuza/contracts';
import { renderPage } from '@kuza/testing';
import { SlideCanvas } from '../slide-canvas';

const noop = () => undefined;
/** A slide whose text continues on '(cont.)' pages in the exports, then a short one. */
const slides: Slide[] = [
  {
    id: 'long',
    type: 'content',
    title: 'Why farmers switch',
    content: '',
    bullets: Array.from({ length: 16 }, (_, i) => `Point ${i + 1}: ${'cold rooms keep produce fresh '.repeat(8)}`),
    notes: '',
  },
  { id: 'ask', type: 'content', title: 'The ask', content: 'USD 500k seed', bullets: [], notes: '' },
];

function canvas(position: number, language?: string) {
  renderPage(
    <SlideCanvas
      slide={slides[position - 1]}
      position={position}
      total={slides.length}
      theme={{ id: 'midnight' }}
      language={language}
      deck={{ name: 'SokoFresh seed deck', slides }}
      onEditText={noop}
      onEditVisual={noop}
      onNotesChange={noop}
      onLayoutChange={noop}
      onSplit={noop}
    />,
  );
}

describe('the editor canvas footer', () => {
  it('prints the deck name and the page number the exports give the slide, after the pages a long slide continues on', () => {
    const pages = layoutDeck(slides, 'midnight');
    expect(pages.length).toBeGreaterThan(2);
    canvas(2);
    expect(screen.getByText('SokoFresh seed deck')).toBeInTheDocument();
    expect(screen.getByText(`${pages.length} / ${pages.length}`)).toBeInTheDocument();
  });

  it('prints it in the theme’s muted colour, the page number flush right', () => {
    canvas(1);
    const muted = colorsOf({ id: 'midnight' }).muted.replace('#', '');
    const rgb = `rgb(${[0, 2, 4].map((i) => parseInt(muted.slice(i, i + 2), 16)).join(', ')})`;
    expect(screen.getByText('SokoFresh seed deck').style.color).toBe(rgb);
    const number = screen.getByText(/^1 \/ \d+$/);
    expect(number.style.color).toBe(rgb);
    expect(number).toHaveStyle({ textAlign: 'right' });
  });

  it('mirrors it with an Arabic page, as the PDF and PPTX do: the name from the right edge, the number flush left', () => {
    canvas(1, 'ar');
    // Where the boxes sit (the engine's pageFooter, mirrored) is measured in Chromium by api/test/slide-parity.test.ts:
    // jsdom keeps no container-query lengths.
    expect(screen.getByText('SokoFresh seed deck')).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByText(/^1 \/ \d+$/)).toHaveStyle({ textAlign: 'left' });
    expect([pageFooter('rtl').name.align, pageFooter('rtl').number.align]).toEqual(['right', 'left']);
  });
});
