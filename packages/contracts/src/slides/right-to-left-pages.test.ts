import fc from 'fast-check';
import { SLIDE_TYPES } from '../decks';
import { chartAxes } from './chart';
import { FOOTER, SLIDE } from './geometry';
import { layoutSlide, pageFooter } from './layouts';
import { sampleSlide } from './samples';
import { THEMES, type ThemeId } from './themes';

/**
 * A right-to-left deck's pages are its left-to-right pages mirrored: every element the same size on the other side
 * of the slide, its lines broken where they were, a table's columns from the right, a chart's categories from the
 * right with its value axis at the right, and the footer's name and number on the other sides. So the editor, the
 * PDF and the PPTX, which all draw the engine's boxes, mirror alike.
 */
const word = fc.constantFrom('السوق', 'المزارعون', 'Kuza', '1.2', 'مليون', '60%', 'في', 'SokoFresh', 'غرف');
const text = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((w) => w.join(' '));

describe('pages of a right-to-left deck', () => {
  it('are the left-to-right pages mirrored across the slide, in every layout and theme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLIDE_TYPES),
        fc.constantFrom(...THEMES.map((theme) => theme.id as ThemeId)),
        fc.boolean(),
        text(6),
        text(30),
        (type, theme, long, title, content) => {
          const slide = { ...sampleSlide(type, 0, long), title, content };
          const ltr = layoutSlide(slide, 0, theme, 'ltr');
          const rtl = layoutSlide(slide, 0, theme, 'rtl');
          expect(rtl.length).toBe(ltr.length);
          rtl.forEach((page, p) => {
            expect(page.elements.length).toBe(ltr[p]!.elements.length);
            page.elements.forEach((element, e) => {
              const mirror = ltr[p]!.elements[e]!;
              expect(element.kind).toBe(mirror.kind);
              expect(element.box.x).toBeCloseTo(SLIDE.w - mirror.box.x - mirror.box.w, 9);
              expect({ ...element.box, x: 0 }).toEqual({ ...mirror.box, x: 0 });
              if (element.kind === 'text' && mirror.kind === 'text') {
                expect(element.paragraphs).toEqual(mirror.paragraphs);
                expect(element.align).toBe(mirror.align);
              }
              if (element.kind === 'visual' && mirror.kind === 'visual') {
                if (element.visual.kind === 'table' && mirror.visual.kind === 'table') {
                  expect(element.visual.rows).toEqual(mirror.visual.rows.map((row) => [...row].reverse()));
                } else if (element.visual.kind === 'chart' && mirror.visual.kind === 'chart') {
                  // The same data in reading order, drawn from the right: each category in the mirrored slot.
                  expect(element.visual).toEqual({ ...mirror.visual, rightToLeft: true });
                  const [rtlAxes, ltrAxes] = [
                    chartAxes(element.visual.chart, element.visual.rightToLeft),
                    chartAxes(mirror.visual.chart, mirror.visual.rightToLeft),
                  ];
                  const count = mirror.visual.chart.labels.length;
                  mirror.visual.chart.labels.forEach((_, i) =>
                    expect(rtlAxes.slot(i)).toBe(count - 1 - ltrAxes.slot(i)),
                  );
                  expect([ltrAxes.valueAxis, rtlAxes.valueAxis]).toEqual(['left', 'right']);
                  expect([ltrAxes.legend, rtlAxes.legend]).toEqual(['left', 'right']);
                } else {
                  expect(element.visual).toEqual(mirror.visual);
                }
              }
            });
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('carry the footer mirrored: the deck’s name from the right edge, the number flush left', () => {
    const [ltr, rtl] = [pageFooter('ltr'), pageFooter('rtl')];
    expect(ltr).toEqual({ name: { box: FOOTER.name, align: 'left' }, number: { box: FOOTER.number, align: 'right' } });
    for (const line of ['name', 'number'] as const) {
      expect(rtl[line].box.x).toBeCloseTo(SLIDE.w - ltr[line].box.x - ltr[line].box.w, 9);
      expect({ ...rtl[line].box, x: 0 }).toEqual({ ...ltr[line].box, x: 0 });
    }
    expect([rtl.name.align, rtl.number.align]).toEqual(['right', 'left']);
    // The name's start and the number's end keep the page's margins, each on its own side.
    expect(rtl.name.box.x + rtl.name.box.w).toBeCloseTo(SLIDE.w - FOOTER.name.x, 9);
    expect(rtl.number.box.x).toBeCloseTo(SLIDE.w - FOOTER.number.x - FOOTER.number.w, 9);
  });

  it('are left to right unless asked', () => {
    const slide = sampleSlide('kpi', 0, false);
    expect(layoutSlide(slide, 0, 'savanna')).toEqual(layoutSlide(slide, 0, 'savanna', 'ltr'));
  });
});
