import fc from 'fast-check';
import type { TextElement } from './engine';
import { layoutSlide } from './layouts';
import { normalizeSlide } from './registry';
import { sampleSlide } from './samples';
import { THEMES, type ThemeId } from './themes';

const themes = THEMES.map((t) => t.id as ThemeId);
const kinds = ['title', 'section'] as const;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** What a reader sees of a page's composition: where each block and shape stands, its alignment and fill. */
function composition(type: (typeof kinds)[number], theme: ThemeId): string {
  const [page] = layoutSlide(sampleSlide(type), 0, theme);
  return JSON.stringify(
    page.elements.map((e) =>
      e.kind === 'text'
        ? [e.role, r2(e.box.x), r2(e.box.y), r2(e.box.w), e.align]
        : e.kind === 'shape'
          ? [e.shape, e.fill, r2(e.box.x), r2(e.box.y), r2(e.box.w), r2(e.box.h)]
          : [e.kind, r2(e.box.x), r2(e.box.y)],
    ),
  );
}

const wordsOf = (element: TextElement) => element.paragraphs.flatMap((p) => p.text.split(/\s+/)).filter(Boolean);

describe('theme compositions', () => {
  it.each(kinds)('gives every theme a %s slide of its own, not one layout with colours swapped', (type) => {
    const drawn = themes.map((theme) => composition(type, theme));
    expect(new Set(drawn).size).toBe(themes.length);
  });

  it('draws every theme with vector decoration on its title and section slides', () => {
    for (const theme of themes)
      for (const type of kinds) {
        const [page] = layoutSlide(sampleSlide(type), 0, theme);
        expect({ theme, type, decor: page.elements.some((e) => e.kind === 'shape' && e.decor) }).toEqual({
          theme,
          type,
          decor: true,
        });
      }
  });

  const word = fc.constantFrom('SokoFresh', 'cold', 'rooms', 'for', 'smallholder', 'agriculteurs', 'connectés', 'a');
  const text = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));

  it('keeps every word and the picture or icon of a title or section slide in every theme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.constantFrom(...themes),
        text(1, 14),
        fc.oneof(fc.constant(''), text(1, 40)),
        fc.array(text(1, 8), { maxLength: 3 }),
        fc.boolean(),
        (type, theme, title, content, bullets, withSide) => {
          const slide = normalizeSlide({
            id: 's',
            type,
            title,
            content,
            bullets,
            notes: '',
            ...(withSide && type === 'section' ? { icon: 'globe' } : {}),
            ...(withSide && type === 'title' ? { media: { src: 'data:image/png;base64,AA==', alt: 'Logo' } } : {}),
          });
          const themed = layoutSlide(slide, 0, theme).flatMap((p) => p.elements);
          const plain = layoutSlide(slide, 0, 'savanna').flatMap((p) => p.elements);
          const texts = (elements: typeof themed) => elements.filter((e): e is TextElement => e.kind === 'text');
          expect(texts(themed).flatMap(wordsOf)).toEqual(texts(plain).flatMap(wordsOf));
          for (const e of themed.filter((e): e is TextElement => e.kind === 'text'))
            expect(
              e.paragraphs.every((p) => p.lines.join(' ').split(/\s+/).join(' ') === p.text.split(/\s+/).join(' ')),
            ).toBe(true);
          expect(themed.filter((e) => e.kind === 'visual' || e.kind === 'icon').length).toBe(
            plain.filter((e) => e.kind === 'visual' || e.kind === 'icon').length,
          );
        },
      ),
      { numRuns: 200, seed: 29 },
    );
  });
});
