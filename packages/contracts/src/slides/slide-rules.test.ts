import type { Slide } from '../schemas/deck';
import { formatValue, normalizeChart } from './chart';
import { TEXT_FLOOR, fitSlide } from './fit';
import { iconOf, visualOf } from './visual';

const slide = (changes: Partial<Slide>): Slide => ({
  id: 's',
  type: 'content',
  title: 'Traction',
  content: '',
  bullets: [],
  notes: '',
  ...changes,
});
const chart = { kind: 'bar' as const, labels: ['2024'], series: [{ name: 'Revenue', values: [5] }] };
const table = {
  rows: [
    ['Metric', '2025'],
    ['Farmers', '1,200'],
  ],
};
const media = { src: 'https://example.com/logo.png', alt: 'Logo' };

describe('which visual a slide shows', () => {
  it('shows the visual its type names, else chart, table, team cards, image in that order', () => {
    expect(visualOf(slide({ type: 'table', chart, table }))?.kind).toBe('table');
    expect(visualOf(slide({ type: 'content', chart, table, media }))?.kind).toBe('chart');
    expect(visualOf(slide({ type: 'chart', table, media }))?.kind).toBe('table');
    expect(visualOf(slide({ team: [{ name: 'Amara Okafor', role: 'CEO' }], media }))?.kind).toBe('team');
    expect(visualOf(slide({ type: 'title', media }))?.kind).toBe('image');
    expect(visualOf(slide({ chart: { ...chart, labels: [] }, table: { rows: [['', '']] } }))).toBeNull();
  });

  it('draws an icon beside the title only when it is one of the deck set', () => {
    expect(iconOf({ icon: 'rocket' })).toBe('rocket');
    expect(iconOf({ icon: 'unicorn' })).toBeNull();
  });
});

describe('charts and numbers', () => {
  it('pads a partial series with zeros, drops extra values and keeps one series on a pie', () => {
    const partial = normalizeChart({
      kind: 'pie',
      labels: ['A', 'B', 'C'],
      series: [
        { name: 'x', values: [1, Number.NaN, 3, 4] },
        { name: 'y', values: [1] },
      ],
    });
    expect(partial?.series).toEqual([{ name: 'x', values: [1, 0, 3] }]);
    expect(normalizeChart({ kind: 'bar', labels: ['A'], series: [] })).toBeNull();
  });

  it('formats figures compactly with their unit', () => {
    expect(formatValue(1250)).toBe('1,250');
    expect(formatValue(28.34, 'KSh')).toBe('28.3 KSh');
    expect(formatValue(4_200_000, '$')).toBe('$4.2M');
    expect(formatValue(45, '%')).toBe('45%');
    expect(formatValue(9_000_000_000, 'USD')).toBe('9B USD');
  });
});

describe('the fitting rule', () => {
  it('keeps a slide that fits at the size picked, on one page', () => {
    const pages = fitSlide(slide({ bullets: ['One', 'Two'], textSizes: { bullets: 24 } }));
    expect(pages).toHaveLength(1);
    expect(pages[0].sizes.bullet).toBe(24);
  });

  it('shrinks to the floor, then continues on "(cont.)" pages without losing a word', () => {
    const bullets = Array.from({ length: 20 }, (_, i) => `Point ${i + 1}: ${'farmers keep produce fresh '.repeat(12)}`);
    const pages = fitSlide(slide({ bullets }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(1).every((p) => p.title === 'Traction (cont.)' && !p.visual)).toBe(true);
    expect(pages.every((p) => p.sizes.bullet === TEXT_FLOOR.body)).toBe(true);
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(words(pages.flatMap((p) => p.blocks.map((b) => b.text)).join(' '))).toEqual(words(bullets.join(' ')));
  });

  it('keeps a size the founder picked below the floor', () => {
    const [page] = fitSlide(slide({ bullets: ['One'], textSizes: { bullets: 12 } }));
    expect(page.sizes.bullet).toBe(12);
  });
});
