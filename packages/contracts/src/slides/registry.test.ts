import { SLIDE_TYPES } from '../decks';
import { SLIDE_KINDS, normalizeSlide, textSizeOf } from './registry';
import { visualOf } from './visual';

describe('the slide registry', () => {
  it('has one entry per slide kind, at least ten layouts', () => {
    expect(Object.keys(SLIDE_KINDS).sort()).toEqual([...SLIDE_TYPES].sort());
    expect(SLIDE_TYPES.length).toBeGreaterThanOrEqual(10);
  });

  it('reads a stored slide that predates fields and kinds without losing its data', () => {
    const old = { id: 'a', type: 'graph', title: 'Revenue', chart: { kind: 'bar', labels: ['2024'], series: [] } };
    const slide = normalizeSlide(old);
    expect(slide).toMatchObject({ id: 'a', type: 'chart', title: 'Revenue', content: '', bullets: [], notes: '' });
    expect(slide.chart).toEqual(old.chart);
    expect(normalizeSlide({ bullets: ['One', 2, null] }).bullets).toEqual(['One', '2', '']);
    expect(normalizeSlide(null)).toMatchObject({ type: 'content', title: '' });
  });

  it("runs the kind's own rule: a quote loses its quotation marks", () => {
    expect(normalizeSlide({ type: 'quote', content: '“It saved our harvest.”' }).content).toBe('It saved our harvest.');
  });

  it('keeps only sizes the Text Editor offers, else the kind default', () => {
    const slide = normalizeSlide({ type: 'title', textSizes: { title: 7, content: 24 } });
    expect(slide.textSizes).toEqual({ content: 24 });
    expect(textSizeOf(slide, 'title')).toBe(SLIDE_KINDS.title.sizes.title);
  });

  it('shows the visual the kind is made for, else the one the slide carries', () => {
    const table = {
      rows: [
        ['A', 'B'],
        ['1', '2'],
      ],
    };
    const chart = { kind: 'bar' as const, labels: ['x'], series: [{ name: 's', values: [1] }] };
    expect(visualOf(normalizeSlide({ type: 'table', table, chart }))?.kind).toBe('table');
    expect(visualOf(normalizeSlide({ type: 'kpi', chart }))?.kind).toBe('chart');
  });
});
