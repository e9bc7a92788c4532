/**
 * Nothing is dropped silently: for a generated corpus of more than 100 slides (every layout, short
 * and long text, every colour scheme and font family, plus a whole builtin deck), every word of
 * every slide is in the PDF's text and in the PPTX's XML.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { THEMES, normalizeSlide, sampleSlides, type Deck, type Slide } from '@kuza/contracts';
import { createAiProvider } from '../src/modules/ai/create-provider';
import { deckToPdf } from '../src/modules/files/export/deck-to-pdf';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { briefFor } from './helpers/ai-brief';

/** Words as compared: split at spaces, outer punctuation dropped, lower case. */
const words = (text: string): string[] =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase())
    .filter(Boolean);

/** Everything a slide says that a reader of the file must find. */
function slideWords(slide: Slide): string[] {
  const visual = [
    ...(slide.table?.rows.flat() ?? []),
    ...(slide.chart ? [slide.chart.title ?? '', ...slide.chart.labels, ...slide.chart.series.map((s) => s.name)] : []),
    ...(slide.team ?? []).flatMap((m) => [m.name, m.role, m.bio ?? '']),
    slide.media?.caption ?? '',
  ];
  return words([slide.title, slide.content, ...slide.bullets, ...visual].join(' '));
}

const decode = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

async function pptxText(buffer: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(buffer);
  const parts = Object.keys(zip.files).filter((name) => /^ppt\/(slides\/slide|charts\/chart)\d+\.xml$/.test(name));
  const xml = await Promise.all(parts.map((name) => zip.file(name)!.async('string')));
  return decode(xml.map((x) => [...x.matchAll(/<(?:a:t|c:v)>([^<]*)</g)].map((m) => m[1]).join(' ')).join(' '));
}

function pdfText(buffer: Buffer): string {
  const file = path.join(os.tmpdir(), `kuza-no-drop-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, buffer);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

function missing(slides: Slide[], text: string): string[] {
  const found = new Set(words(text));
  return slides.flatMap((slide) =>
    slideWords(slide)
      .filter((w) => !found.has(w))
      .map((w) => `${slide.id}: ${w}`),
  );
}

describe('no silent drops', () => {
  const decks: Array<{ name: string; deck: Deck }> = [];

  beforeAll(async () => {
    THEMES.forEach((theme, i) => {
      const slides = [...sampleSlides(i, false), ...sampleSlides(i, true)];
      decks.push({ name: theme.name, deck: deckOf(slides, { id: theme.id }) });
    });
    const ai = createAiProvider({ provider: 'builtin', referenceYear: 2026 });
    const brief = briefFor();
    const generated = (await ai.slides(brief, await ai.outline(brief))).map(normalizeSlide);
    decks.push({ name: 'builtin deck', deck: deckOf(generated, { id: 'baobab' }) });
  });

  function deckOf(slides: Slide[], theme: Deck['theme']): Deck {
    return { id: 'd', name: 'Corpus', theme, slides, version: 0, outline: [], inputs: {} } as unknown as Deck;
  }

  it('covers more than 100 slides, every layout and every theme', () => {
    const slides = decks.flatMap((d) => d.deck.slides);
    expect(slides.length).toBeGreaterThanOrEqual(100);
    expect(new Set(slides.map((s) => s.type)).size).toBe(12);
    expect(new Set(decks.map((d) => d.deck.theme.id))).toEqual(new Set(THEMES.map((t) => t.id)));
  });

  // One test a deck and format: each export is timed on its own.
  const names = [...THEMES.map((theme) => theme.name), 'builtin deck'];
  const deckNamed = (name: string) => decks.find((entry) => entry.name === name)!.deck;

  it.each(names)('%s: has every word of every slide in the PDF text', async (name) => {
    const deck = deckNamed(name);
    expect(missing(deck.slides, pdfText(await deckToPdf(deck)))).toEqual([]);
  });

  it.each(names)('%s: has every word of every slide in the PPTX XML', async (name) => {
    const deck = deckNamed(name);
    expect(missing(deck.slides, await pptxText(await deckToPptx(deck)))).toEqual([]);
  });
});
