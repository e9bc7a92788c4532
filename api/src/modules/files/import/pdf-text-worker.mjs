// Runs in a worker thread (see pdf-text.ts): unpdf is ESM-only and loads pdf.js with a dynamic
// import, which Jest's CommonJS sandbox cannot do; a worker also lets a hostile PDF be stopped.
// Input (workerData): { data: Uint8Array, maxPages: number }.
// Output (one message): { ok: true, pages: { text, cells: { x, text }[], y? }[][] } (lines per page) or { ok: false, reason }.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/** A gap wider than this share of the font size between two pieces of a line starts a new cell. */
const CELL_GAP = 0.8;

/**
 * Lines of one page: items joined until pdf.js marks an end of line or the baseline moves. A gap
 * wider than about one and a half line heights before a line is returned as an empty line (a paragraph break).
 * Each line keeps its cells: the pieces separated by a gap wider than a word space, with the x
 * where each starts, so rows whose cells line up in columns can be read as a table, and its
 * baseline (pt from the page's foot), so cells drawn one after another can be set side by side again.
 */
async function pageLines(page) {
  const content = await page.getTextContent();
  const lines = [];
  let current = { text: '', y: undefined, size: 0, cells: [], end: undefined };
  const flush = () => {
    const text = current.text.replace(/[ \t\r\n]+/g, ' ').trim();
    const cells = current.cells
      .map((cell) => ({ x: cell.x, text: cell.text.replace(/[ \t\r\n]+/g, ' ').trim() }))
      .filter((cell) => cell.text);
    if (text) lines.push({ text, y: current.y, size: current.size, cells });
    current = { text: '', y: undefined, size: 0, cells: [], end: undefined };
  };
  for (const item of content.items) {
    if (typeof item.str !== 'string') continue;
    const x = item.transform[4];
    const y = item.transform[5];
    const size = Math.abs(item.transform[3]) || item.height || 0;
    const visible = item.str.trim() !== '';
    if (visible && current.y !== undefined && Math.abs(y - current.y) > Math.max(2, size * 0.6)) flush();
    if (visible) {
      const cell = current.cells[current.cells.length - 1];
      if (!cell || current.end === undefined || x - current.end > CELL_GAP * size) {
        // A piece after a wide gap: a new cell, with a space in the line text so words stay apart.
        if (cell && !/\s$/.test(current.text)) current.text += ' ';
        current.cells.push({ x, text: item.str });
      } else cell.text += item.str;
      current.end = x + item.width;
    } else if (current.cells.length) current.cells[current.cells.length - 1].text += item.str;
    current.text += item.str;
    if (visible && current.y === undefined) current.y = y;
    if (visible) current.size = Math.max(current.size, size);
    if (item.hasEOL) flush();
  }
  flush();
  const out = [];
  lines.forEach((line, i) => {
    const previous = lines[i - 1];
    if (previous && previous.y - line.y > 1.55 * Math.max(previous.size, line.size)) out.push({ text: '', cells: [] });
    out.push({ text: line.text, cells: line.cells, y: line.y });
  });
  return out;
}

async function main() {
  let pdf;
  try {
    // verbosity 0: pdf.js font warnings about odd files are noise in the server log.
    pdf = await getDocumentProxy(workerData.data, { verbosity: 0 });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (pdf.numPages > workerData.maxPages) return { ok: false, reason: 'too-many-pages', numPages: pdf.numPages };
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    try {
      pages.push(await pageLines(await pdf.getPage(n)));
    } catch {
      // One broken page costs its text, not the whole import.
      pages.push([]);
    }
  }
  await pdf.destroy();
  return { ok: true, pages };
}

main().then(
  (result) => parentPort.postMessage(result),
  () => parentPort.postMessage({ ok: false, reason: 'unreadable' }),
);
