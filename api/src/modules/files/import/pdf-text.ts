import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PDF_PARSE_TIMEOUT_MS, PDF_WORKER_HEAP_MB } from '../limits';
import { ImportError } from './import-error';

/** A piece of a line set apart from the rest by a gap wider than a word space, and the x where it starts (pt). */
export interface PdfCell {
  x: number;
  text: string;
}

/** One line of a page; an empty one (no cells) stands for a paragraph break. */
export interface PdfLine {
  text: string;
  cells: PdfCell[];
  /** The baseline, in pt up from the page's foot (none on an empty line). */
  y?: number;
}

type WorkerResult = { ok: true; pages: PdfLine[][] } | { ok: false; reason: 'unreadable' | 'too-many-pages' };

const WORKER_FILE = path.join(__dirname, 'pdf-text-worker.mjs');

/**
 * Text lines of each page of a PDF, read by unpdf (pdf.js) in a worker thread: the same path in
 * the server and under Jest (whose CommonJS sandbox cannot load pdf.js's ESM build), and a worker
 * can be stopped when a crafted PDF runs too long or too large. One worker per file: starting it
 * costs ~50 ms against ~150–300 ms of parsing, and nothing lingers between imports.
 */
export async function extractPdfPages(buf: Buffer, maxPages: number): Promise<string[][]> {
  return (await extractPdfPageLines(buf, maxPages)).map((lines) => lines.map((line) => line.text));
}

/** The lines of each page with their cells (see PdfLine), read as extractPdfPages reads them. */
export function extractPdfPageLines(buf: Buffer, maxPages: number): Promise<PdfLine[][]> {
  // A copy the worker owns (transferred, not cloned); pdf.js also detaches the buffer it is given.
  const data = new Uint8Array(buf);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { data, maxPages },
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_HEAP_MB },
    });
    let settled = false;
    const finish = (error: ImportError | null, pages?: PdfLine[][]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(pages ?? []);
    };
    const timer = setTimeout(() => finish(new ImportError('unreadable')), PDF_PARSE_TIMEOUT_MS);
    worker.once('message', (result: WorkerResult) => {
      if (result.ok) finish(null, result.pages);
      else if (result.reason === 'too-many-pages') {
        finish(new ImportError('too-many-pages', `This file has more than ${maxPages} pages. Split it and try again.`));
      } else finish(new ImportError('unreadable'));
    });
    // Out of memory or a crash inside pdf.js: the file is what failed, not the server.
    worker.once('error', () => finish(new ImportError('unreadable')));
    worker.once('exit', () => finish(new ImportError('unreadable')));
  });
}
