import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FOOTER, SLIDE, TEAM_CARD, layoutDeck, tableLayout, teamCards, textElements, type Box } from '@kuza/contracts';
import { deckToPptx } from '../src/modules/files/export/deck-to-pptx';
import { resumeToDocx } from '../src/modules/files/export/resume-to-docx';
import { convertWithSoffice } from '../src/modules/files/import/soffice';
import { extractPdfPages } from '../src/modules/files/import/pdf-text';
import { SAMPLE_DECK_TITLES, sampleDeck, sampleResume } from './fixtures/files/sample-documents';

// LibreOffice (Debian: libreoffice-impress, libreoffice-writer) opens what PowerPoint and Word users
// will open; converting headless proves the files are well formed, not just zipped XML.
const hasSoffice = spawnSync('soffice', ['--version'], { timeout: 30_000 }).status === 0;
const itWithSoffice = hasSoffice ? it : it.skip;

/** Clinics' words long enough to fill a slide's bullets and a table's cells to the floor. */
const SAID =
  'Clinics in Kisumu and Nakuru record every visit on a shared tablet, and the county pays monthly through mobile money';

/**
 * The sample deck and two slides whose boxes are filled to the floor: a slide whose bullets
 * continue, and a table of long cells.
 */
function fullDeck() {
  const deck = sampleDeck();
  deck.slides.push(
    { ...deck.slides[2], id: 'full', title: 'What clinics told us', bullets: Array.from({ length: 9 }, () => SAID) },
    {
      ...deck.slides[6],
      id: 'cells',
      table: {
        rows: [
          ['Partner', 'What they said'],
          ['Kisumu', SAID],
          ['Nakuru', SAID],
        ],
      },
    },
  );
  return deck;
}

describe('exports opened by LibreOffice (skipped when soffice is not installed)', () => {
  // One LibreOffice start takes a core for seconds: both PPTX tests read the same conversion.
  const deck = fullDeck();
  let deckPdf: Promise<Buffer | null> | undefined;
  const convertedDeck = () =>
    (deckPdf ??= deckToPptx(deck).then((pptx) => convertWithSoffice(pptx, 'pptx', 'pdf', { timeoutMs: 60_000 })));

  itWithSoffice(
    'converts the exported PPTX to a PDF with one page per slide and every title',
    async () => {
      const pdf = await convertedDeck();
      expect(pdf).not.toBeNull();
      const pages = await extractPdfPages(pdf as Buffer, 100);
      // A page per slide, and one more where the full slide's bullets continue, as in the editor.
      expect(pages).toHaveLength(layoutDeck(deck.slides, 'savanna').length);
      SAMPLE_DECK_TITLES.forEach((title, i) => expect(pages[i]).toContain(title));
      expect(pages[SAMPLE_DECK_TITLES.length]).toContain('What clinics told us');
    },
    90_000,
  );

  itWithSoffice(
    'converts the exported DOCX to a PDF with the name and every section',
    async () => {
      const pdf = await convertWithSoffice(await resumeToDocx(sampleResume('Modern')), 'docx', 'pdf', {
        timeoutMs: 60_000,
      });
      const text = (await extractPdfPages(pdf as Buffer, 20)).flat().join('\n');
      for (const part of ['Chinedu Okafor', 'Summary', 'Experience', 'Education', 'Skills', 'Société Générale']) {
        expect(text).toContain(part);
      }
    },
    90_000,
  );

  itWithSoffice(
    'draws every word of the PPTX inside its own box when the theme fonts are not installed (a substitute font)',
    async () => {
      const pages = layoutDeck(deck.slides, 'savanna');
      const words = pdfWords((await convertedDeck()) as Buffer);
      expect(words).toHaveLength(pages.length);
      const out: string[] = [];
      pages.forEach((page, i) => {
        const blocks = [
          ...textElements(page),
          ...page.elements.flatMap((e) => {
            if (e.kind !== 'visual') return [];
            if (e.visual.kind === 'table') return tableLayout(e.visual.rows, 0, e.box, 'savanna').cells.flat();
            if (e.visual.kind === 'team') return teamCards(e.visual.members, e.box, 'savanna').texts.flat();
            return [];
          }),
        ];
        // A card's avatar carries the person's initials.
        const avatars = page.elements.flatMap((e) => {
          if (e.kind !== 'visual' || e.visual.kind !== 'team') return [];
          const { cards, avatar } = teamCards(e.visual.members, e.box, 'savanna');
          return cards.map((c) => ({
            x: c.x + (c.w - avatar) / 2,
            y: c.y + TEAM_CARD.avatarTop,
            w: avatar,
            h: avatar,
          }));
        });
        // Charts draw their own labels and pictures carry none: their words stay in the visual's box.
        const others = page.elements
          .filter((e) => e.kind === 'visual' && (e.visual.kind === 'chart' || e.visual.kind === 'image'))
          .map((e) => e.box);
        const footer = { x: 0, y: FOOTER.y - INK, w: SLIDE.w, h: SLIDE.h - FOOTER.y + INK };
        const homes = [...blocks.map((b) => b.box), ...avatars, ...others, footer];
        for (const w of words[i]) {
          const slack = Math.max(INK, w.h / 5);
          if (!homes.some((b) => contains(grow(b, slack), w))) out.push(`page ${i + 1}: "${w.text}"`);
        }
      });
      expect(out).toEqual([]);
    },
    120_000,
  );
});

/**
 * How far a word's box may pass its block's: pdftotext boxes a word by the substitute font's ascent
 * and descent, taller than the line box the layout gives it (a line that wraps anew is a line more).
 */
const INK = 0.08;
const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1e-3 &&
  inner.y >= outer.y - 1e-3 &&
  inner.x + inner.w <= outer.x + outer.w + 1e-3 &&
  inner.y + inner.h <= outer.y + outer.h + 1e-3;

/** Each page's words with their boxes in inches, from `pdftotext -bbox`. */
function pdfWords(file: Buffer): Array<Array<Box & { text: string }>> {
  const out = path.join(os.tmpdir(), `kuza-soffice-${process.pid}.pdf`);
  fs.writeFileSync(out, file);
  const html = execFileSync('pdftotext', ['-bbox', out, '-'], { encoding: 'utf8' });
  fs.rmSync(out, { force: true });
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((m) => ({ x: +m[1] / 72, y: +m[2] / 72, w: (+m[3] - +m[1]) / 72, h: (+m[4] - +m[2]) / 72, text: m[5] }))
        .filter((w) => w.text !== '•'),
    );
}
