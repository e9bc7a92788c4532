import type { SlideType } from '../decks';
import { chooseLayout } from './choose-layout';
import { TEXT_FLOOR } from './fit';
import { SLIDE } from './geometry';
import { layoutSlide, splitSlide, textElements, tooFull } from './layouts';
import { normalizeSlide } from './registry';

const slide = (type: SlideType, changes: object = {}) =>
  normalizeSlide({ id: type, type, title: 'Traction', ...changes });
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const drawn = (type: SlideType, changes: object) =>
  layoutSlide(slide(type, changes)).flatMap((page) =>
    textElements(page).flatMap((e) => e.paragraphs.flatMap((p) => p.lines)),
  );

describe('the layouts', () => {
  const cases: Array<[SlideType, object]> = [
    ['section', { content: 'Why now' }],
    ['two-column', { bullets: ['Before: rot', 'Before: low prices', 'After: fresh', 'After: fair prices'] }],
    ['kpi', { content: 'Growing fast', bullets: ['1,200 farmers', '$4.2M GMV', '45% repeat'] }],
    ['timeline', { bullets: ['Q1 2025: Pilot', 'Q3 2025: 10 rooms', '2026: Uganda'] }],
    ['quote', { content: 'It saved my harvest.', bullets: ['Amina, farmer'] }],
    ['closing', { content: 'Join us', bullets: ['amina@sokofresh.co'] }],
  ];

  it.each(cases)('lays a %s slide out its own way, every word drawn, inside the slide', (type, changes) => {
    const [page] = layoutSlide(slide(type, changes));
    expect(page.layout).toBe(type);
    const all = { title: 'Traction', content: '', bullets: [], ...changes } as { content: string; bullets: string[] };
    const expected = words([`Traction ${all.content}`, ...all.bullets].join(' ')).map((w) => w.replace(/[:—–]$/, ''));
    const got = words(drawn(type, changes).join(' ')).map((w) => w.replace(/^—$/, ''));
    for (const word of expected) expect(got.join(' ')).toContain(word);
    for (const e of page.elements) {
      expect(e.box.x + e.box.w).toBeLessThanOrEqual(SLIDE.w + 1e-6);
      expect(e.box.y + e.box.h).toBeLessThanOrEqual(SLIDE.h + 1e-6);
    }
  });

  it('falls back to bullets, continued on "(cont.)" slides, when the text does not fit the layout at the floors', () => {
    const bullets = Array.from({ length: 8 }, (_, i) => `${i + 1},000 ${'farmers keep produce fresh '.repeat(6)}`);
    const pages = layoutSlide(slide('kpi', { bullets }));
    expect(pages[0].layout).toBe('content');
    const sizes = pages.flatMap((p) => textElements(p).flatMap((e) => e.paragraphs.map((x) => x.size)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(TEXT_FLOOR.body);
    expect(words(drawn('kpi', { bullets }).join(' ')).join(' ')).toContain(
      words(bullets.join(' ')).join(' ').slice(0, 200),
    );
  });

  it('splits a slide too full at the floors into two, the second titled "(cont.)"', () => {
    const bullets = Array.from(
      { length: 14 },
      (_, i) => `Point ${i + 1}: ${'cold rooms keep produce fresh '.repeat(5)}`,
    );
    const parts = splitSlide(slide('content', { bullets }), 'new');
    expect(parts?.[1]).toMatchObject({ id: 'new', title: 'Traction (cont.)' });
    expect(words([...parts![0].bullets, ...parts![1].bullets].join(' '))).toEqual(words(bullets.join(' ')));
    expect(splitSlide(slide('content', { bullets: ['One'] }), 'new')).toBeNull();
  });
});

describe('the layout generation chooses', () => {
  it.each<[SlideType, object]>([
    ['kpi', { bullets: ['1,200 farmers', '$4.2M GMV', '45% repeat rate'] }],
    ['timeline', { bullets: ['Q1 2025: Pilot', 'Q3 2025: 10 rooms', '2026: Uganda'] }],
    ['closing', { title: 'Thank you', bullets: ['amina@sokofresh.co'] }],
    ['quote', { content: '“It saved my harvest.”', bullets: ['Amina'] }],
    ['two-column', { bullets: ['Fast', 'Cheap', 'Local', 'Solar'] }],
    ['content', { content: 'Lead', bullets: ['One long point about the market that explains a lot of things'] }],
    ['chart', { chart: { kind: 'bar', labels: ['a'], series: [{ name: 's', values: [1] }] } }],
  ])('%s for %j', (expected, changes) => {
    expect(chooseLayout(slide('content', changes))).toBe(expected);
  });

  it('continues a long table on (cont.) slides with its header, without calling the slide too full to split', () => {
    const rows = [['Clinic', 'Records'], ...Array.from({ length: 30 }, (_, i) => [`Clinic ${i + 1}`, `${i * 100}`])];
    const pages = layoutSlide(slide('table', { table: { rows } }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(1).every((page) => page.title === 'Traction (cont.)')).toBe(true);
    const shown = pages.flatMap((page) =>
      page.elements.flatMap((e) => (e.kind === 'visual' && e.visual.kind === 'table' ? [e.visual.rows] : [])),
    );
    expect(shown.every((table) => table[0].join() === 'Clinic,Records')).toBe(true);
    expect(shown.flatMap((table) => table.slice(1))).toEqual(rows.slice(1));
    expect(tooFull(pages)).toBe(false);
    expect(splitSlide(slide('table', { table: { rows } }), 'new')).toBeNull();
    const long = layoutSlide(slide('content', { bullets: Array.from({ length: 30 }, () => 'A point that goes on') }));
    expect(tooFull(long)).toBe(true);
  });
});
