import type { ChartSpec, Slide, TableSpec, TeamMemberCard } from '../schemas/deck';
import { normalizeChart } from './chart';
import type { VisualShape } from './geometry';
import { DECK_ICON_NAMES, type DeckIconName } from './icons';
import { SLIDE_KINDS, type VisualKind } from './registry';

export type { VisualKind } from './registry';

export { TEAM_CARD, teamCards, type TeamCardsLayout } from './team';

/** What a slide shows besides its text. */
export type Visual =
  | {
      kind: 'chart';
      chart: ChartSpec;
      /** On a right-to-left page: drawn from the right (chartAxes), its data in reading order. */
      rightToLeft?: boolean;
    }
  | { kind: 'table'; rows: string[][]; hiddenRows: number }
  | { kind: 'team'; members: TeamMemberCard[] }
  | { kind: 'image'; src: string; alt: string; caption?: string };

/**
 * A rectangular table (ragged rows padded, blank rows left out), every row kept: rows that do not
 * fit a slide continue on '(cont.)' slides (slides/fit.ts).
 */
export function normalizeTable(table: TableSpec): { rows: string[][]; hiddenRows: number } | null {
  const rows = (table.rows ?? []).filter((r) => Array.isArray(r) && r.some((c) => String(c ?? '').trim()));
  const columns = Math.min(8, Math.max(0, ...rows.map((r) => r.length)));
  if (!rows.length || !columns) return null;
  const rect = rows.map((r) => Array.from({ length: columns }, (_, i) => String(r[i] ?? '')));
  return { rows: rect, hiddenRows: 0 };
}

/**
 * Which visual a slide shows, at most one: the one its kind is made for when it carries that data, else
 * the first present of chart, table, team cards, image; none when it carries nothing usable.
 */
export function visualOf(slide: Slide): Visual | null {
  const chart = slide.chart ? normalizeChart(slide.chart) : null;
  const table = slide.table ? normalizeTable(slide.table) : null;
  const team = (slide.team ?? []).filter((m) => m && (m.name || m.role));
  const candidates: Record<VisualKind, Visual | null> = {
    chart: chart && { kind: 'chart', chart },
    table: table && { kind: 'table', ...table },
    team: team.length ? { kind: 'team', members: team } : null,
    image: slide.media?.src ? { kind: 'image', ...slide.media } : null,
  };
  const made = SLIDE_KINDS[slide.type]?.visual;
  const own = made ? candidates[made] : null;
  return own ?? candidates.chart ?? candidates.table ?? candidates.team ?? candidates.image ?? null;
}

/** Tables and team cards take the body's width under a short lead; charts and pictures sit beside the text. */
export function visualShape(visual: Visual | null): VisualShape | null {
  if (!visual) return null;
  return visual.kind === 'table' || visual.kind === 'team' ? 'wide' : 'side';
}

/** The icon drawn beside a slide's title (with any visual), or none for a name outside the set. */
export function iconOf(slide: Pick<Slide, 'icon'>): DeckIconName | null {
  return (DECK_ICON_NAMES as readonly string[]).includes(slide.icon ?? '') ? (slide.icon as DeckIconName) : null;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
