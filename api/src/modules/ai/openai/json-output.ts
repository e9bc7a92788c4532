/**
 * Reading what a language model returns: code fences stripped, JSON objects pulled out of a stream
 * as soon as each one closes (JSON Lines, pretty-printed or wrapped in an array alike), and shapes
 * validated and clamped. Anything missing is taken from the builtin slide for the same section.
 */
import { CHART_KINDS, type ChartSpec, type OutlineSection, type Slide, type TableSpec } from '@kuza/contracts';
import { sectionId } from '../builtin/builtin-outline';
import { clampText, squish } from '../text/text';

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, max: number): string => (typeof value === 'string' ? clampText(value, max) : '');

export function stripFences(raw: string): string {
  return raw
    .trim()
    .replace(/^```[a-z]*\s*\n?/i, '')
    .replace(/\n?```\s*$/, '')
    .trim();
}

/** Extracts top-level JSON objects from text that arrives in pieces; brackets inside strings are ignored. */
export class JsonObjectStream {
  private buffer = '';
  private depth = 0;
  private start = -1;
  private inString = false;
  private escaped = false;
  private scanned = 0;

  push(chunk: string): unknown[] {
    this.buffer += chunk;
    const found: unknown[] = [];
    for (let i = this.scanned; i < this.buffer.length; i += 1) {
      const char = this.buffer[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') this.inString = false;
        continue;
      }
      if (char === '"' && this.depth > 0) this.inString = true;
      else if (char === '{') {
        if (this.depth === 0) this.start = i;
        this.depth += 1;
      } else if (char === '}' && this.depth > 0) {
        this.depth -= 1;
        if (this.depth === 0) found.push(...this.parse(this.buffer.slice(this.start, i + 1)));
      }
    }
    // Keep only an unfinished object, so memory stays flat however long the stream is.
    if (this.depth === 0) {
      this.buffer = '';
      this.scanned = 0;
    } else {
      this.buffer = this.buffer.slice(this.start);
      this.start = 0;
      this.scanned = this.buffer.length;
    }
    return found;
  }

  private parse(candidate: string): unknown[] {
    try {
      const value: unknown = JSON.parse(candidate);
      // A model that wraps its lines as { "slides": [...] } still streams, only later.
      if (isRecord(value) && Array.isArray(value.slides)) return value.slides;
      return [value];
    } catch {
      return [];
    }
  }
}

/** The first JSON value in a model's answer, tolerating fences and prose around it; undefined if none. */
export function parseJsonLoose(raw: string): unknown {
  const clean = stripFences(raw);
  try {
    return JSON.parse(clean);
  } catch {
    const objects = new JsonObjectStream().push(clean);
    return objects[0];
  }
}

function validChart(value: unknown, kind: ChartSpec['kind']): ChartSpec | undefined {
  if (!isRecord(value) || !Array.isArray(value.labels) || !Array.isArray(value.series)) return undefined;
  const labels = value.labels.slice(0, 12).map((label) => clampText(String(label), 40));
  const series = value.series
    .filter(isRecord)
    .slice(0, 4)
    .map((s) => ({ name: text(s.name, 60) || 'Series', values: Array.isArray(s.values) ? s.values.map(Number) : [] }))
    .filter((s) => s.values.length === labels.length && s.values.every(Number.isFinite));
  if (!labels.length || !series.length) return undefined;
  const chartKind = CHART_KINDS.find((k) => k === value.kind) ?? kind;
  return {
    kind: chartKind,
    title: text(value.title, 80) || undefined,
    labels,
    series,
    unit: text(value.unit, 16) || undefined,
  };
}

function validTable(value: unknown): TableSpec | undefined {
  if (!isRecord(value) || !Array.isArray(value.rows)) return undefined;
  const rows = value.rows
    .filter(Array.isArray)
    .slice(0, 8)
    .map((row: unknown[]) => row.slice(0, 6).map((cell) => clampText(String(cell ?? ''), 60)));
  const width = rows[0]?.length ?? 0;
  if (rows.length < 2 || width < 2 || rows.some((row) => row.length !== width)) return undefined;
  return { rows };
}

/**
 * A model's slide merged over the builtin one: the type, id and team cards are always the fallback's
 * (a model must not invent people; for a rewrite the fallback holds the current team), text and data
 * are the model's when they are valid.
 */
export function toSlide(value: unknown, fallback: Slide): Slide | undefined {
  if (!isRecord(value)) return undefined;
  const v = isRecord(value.slide) ? value.slide : value;
  const bulletsIn = Array.isArray(v.bullets) ? v.bullets : Array.isArray(v.points) ? v.points : [];
  const bullets = bulletsIn
    .map((b) => text(b, 200))
    .filter(Boolean)
    .slice(0, 6);
  const slide: Slide = {
    ...fallback,
    title: text(v.title, 120) || fallback.title,
    content: text(v.content ?? v.lead, 400) || fallback.content,
    bullets: bullets.length ? bullets : fallback.bullets,
    notes: text(v.notes ?? v.speakerNotes ?? v.speaker_notes, 1200) || fallback.notes,
  };
  if (fallback.type === 'chart') slide.chart = validChart(v.chart, fallback.chart?.kind ?? 'bar') ?? fallback.chart;
  if (fallback.type === 'table') slide.table = validTable(v.table) ?? fallback.table;
  return slide;
}

export function toOutline(value: unknown): OutlineSection[] | undefined {
  const list = Array.isArray(value)
    ? value
    : isRecord(value)
      ? [value.sections, value.outline, value.slides].find(Array.isArray)
      : undefined;
  if (!list) return undefined;
  const sections = list
    .filter(isRecord)
    .map((s) => ({ title: text(s.title, 80), description: text(s.description ?? s.summary, 220) }))
    .filter((s) => s.title)
    .slice(0, 20);
  if (sections.length < 3) return undefined;
  return sections.map((s, index) => ({ id: sectionId(index, s.title), ...s }));
}

export function toSummary(value: unknown, raw: string): string | undefined {
  const candidate = isRecord(value)
    ? value.summary
    : typeof value === 'string'
      ? value
      : value === undefined
        ? raw
        : '';
  const summary = typeof candidate === 'string' ? squish(stripFences(candidate)) : '';
  return summary.length >= 40 && !summary.startsWith('{') ? clampText(summary, 900) : undefined;
}

export function toSections(value: unknown): Array<{ label: string; content: string }> | undefined {
  const list =
    isRecord(value) && Array.isArray(value.sections) ? value.sections : Array.isArray(value) ? value : undefined;
  if (!list) return undefined;
  const sections = list
    .filter(isRecord)
    .map((s) => ({
      label: text(s.label ?? s.title, 60),
      content: typeof s.content === 'string' ? s.content.trim().slice(0, 6000) : '',
    }))
    .filter((s) => s.label && s.content);
  return sections.length ? sections : undefined;
}
