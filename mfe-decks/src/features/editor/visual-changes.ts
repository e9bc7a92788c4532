import type { ChartSpec, Slide, SlideMedia, TableSpec } from '@kuza/contracts';

export type VisualInput = { media: SlideMedia } | { chart: ChartSpec } | { table: TableSpec };

/**
 * One visual per slide, as the exporters lay slides out: a new chart, table or image replaces the
 * slide's visual and sets its type (a title slide keeps its type with an image, e.g. a logo).
 */
export function visualChanges(slide: Slide, input: VisualInput): Partial<Slide> {
  const cleared = { media: undefined, chart: undefined, table: undefined };
  if ('media' in input) return { ...cleared, media: input.media, type: slide.type === 'title' ? 'title' : 'image' };
  if ('chart' in input) return { ...cleared, chart: input.chart, type: 'chart' };
  return { ...cleared, table: input.table, type: 'table' };
}
