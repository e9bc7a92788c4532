import type { LinkAnalytics } from '@kuza/contracts';

/** A CSV cell: quoted, and a leading = + - @ made inert, so a spreadsheet never runs it as a formula. */
function cell(value: string | number | boolean | undefined): string {
  const text = value === undefined ? '' : String(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** A link's visits as CSV: one row per visit, one column per slide (its active seconds). */
export function analyticsCsv(analytics: LinkAnalytics): string {
  const slideCount = Math.max(0, ...analytics.visits.map((visit) => visit.slides.length));
  const header = [
    'email',
    'started at',
    'seconds',
    'downloaded',
    ...Array.from({ length: slideCount }, (_, i) => `slide ${i + 1}`),
  ];
  const rows = analytics.visits.map((visit) => {
    const perSlide = Array.from(
      { length: slideCount },
      (_, i) => visit.slides.find((s) => s.index === i)?.seconds ?? 0,
    );
    return [visit.email ?? '', visit.startedAt, visit.seconds, visit.downloaded ? 'yes' : 'no', ...perSlide];
  });
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
