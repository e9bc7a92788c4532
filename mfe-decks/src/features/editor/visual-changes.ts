import type { ChartSpec, Slide, SlideMedia, TableSpec, TeamMemberCard } from '@kuza/contracts';

export type VisualInput =
  { media: SlideMedia } | { chart: ChartSpec } | { table: TableSpec } | { team: TeamMemberCard[] };

/**
 * One visual per slide, as the exporters lay slides out: new team cards, a chart, table or image
 * replace the slide's visual and set its type (a title slide keeps its type with an image, e.g. a logo).
 */
export function visualChanges(slide: Slide, input: VisualInput): Partial<Slide> {
  const cleared = { media: undefined, chart: undefined, table: undefined, team: undefined };
  if ('media' in input) return { ...cleared, media: input.media, type: slide.type === 'title' ? 'title' : 'image' };
  if ('chart' in input) return { ...cleared, chart: input.chart, type: 'chart' };
  if ('team' in input) return { ...cleared, team: input.team, type: 'team' };
  return { ...cleared, table: input.table, type: 'table' };
}
