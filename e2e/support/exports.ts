import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import mammoth from 'mammoth';

/**
 * Readers for exported files, so end-to-end tests check what a user gets by its content: the text
 * of each PDF page, the raw text of a DOCX, the text of each PPTX slide.
 */

const run = promisify(execFile);

/** Collapses runs of white space (line wraps, layout gaps) into single spaces. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text of each page of a PDF, as lines. Reads with poppler's `pdftotext` when it is on PATH,
 * else with unpdf (pdf.js), the library the API's own PDF import uses.
 */
export async function pdfPages(pdf: Buffer): Promise<string[][]> {
  let pages: string[];
  try {
    pages = await pdftotextPages(pdf);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { extractText } = await import('unpdf');
    pages = (await extractText(new Uint8Array(pdf), { mergePages: false })).text;
  }
  return pages.map((page) =>
    page
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

async function pdftotextPages(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kuza-e2e-pdf-'));
  try {
    const file = path.join(dir, 'export.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    // Pages end with a form feed; the last one is followed by nothing.
    const pages = stdout.split('\f');
    if (pages.length > 1 && !pages[pages.length - 1].trim()) pages.pop();
    return pages;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The raw text of a DOCX (paragraphs separated by blank lines), as mammoth reads it. */
export async function docxText(docx: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: docx })).value;
}

/** The paragraphs of a DOCX, one per entry, blank ones left out. */
export async function docxParagraphs(docx: Buffer): Promise<string[]> {
  return (await docxText(docx))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) =>
    entity.startsWith('#x') || entity.startsWith('#X')
      ? String.fromCodePoint(parseInt(entity.slice(2), 16))
      : entity.startsWith('#')
        ? String.fromCodePoint(parseInt(entity.slice(1), 10))
        : XML_ENTITIES[entity.toLowerCase()],
  );

/**
 * The slides of a PPTX in order (`ppt/slides/slideN.xml`, by N), each as its paragraphs' text
 * (the `<a:t>` runs of each `<a:p>` joined).
 */
export async function pptxSlides(pptx: Buffer): Promise<string[][]> {
  const zip = await JSZip.loadAsync(pptx);
  const entries = Object.keys(zip.files)
    .map((name) => ({ name, n: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((entry) => Number.isInteger(entry.n))
    .sort((a, b) => a.n - b.n);
  return Promise.all(
    entries.map(async ({ name }) => {
      const xml = await zip.file(name)!.async('string');
      const paragraphs = xml.match(/<a:p>[\s\S]*?<\/a:p>|<a:p [\s\S]*?<\/a:p>/g) ?? [];
      return paragraphs
        .map((paragraph) =>
          decodeXml([...paragraph.matchAll(/<a:t>([\s\S]*?)<\/a:t>/g)].map((run) => run[1]).join('')).trim(),
        )
        .filter(Boolean);
    }),
  );
}
