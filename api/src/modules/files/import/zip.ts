import type { Readable } from 'node:stream';
import type JSZip from 'jszip';
import { MAX_INFLATED_XML_BYTES, MAX_UNZIPPED_BYTES, MAX_ZIP_PART_BYTES } from '../limits';
import { ImportError } from './import-error';
import { parseXml } from './xml';

/** jszip reads each entry's declared size from the central directory without inflating it. */
interface SizedEntry {
  _data?: { uncompressedSize?: number };
}

/** What one file may still inflate, per opened container: sizes in a ZIP's headers can lie. */
const inflateBudgets = new WeakMap<JSZip, { left: number }>();

/**
 * Opens an Office file's ZIP container. A ZIP that does not parse is 'unreadable'; one whose
 * entries declare more than MAX_UNZIPPED_BYTES is refused before anything is inflated. What is
 * then read from it is counted as it inflates (readZipText), whatever the headers declare.
 */
export async function openZip(buf: Buffer): Promise<JSZip> {
  const { default: JSZipClass } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await JSZipClass.loadAsync(buf);
  } catch {
    throw new ImportError('unreadable');
  }
  let total = 0;
  zip.forEach((_path, entry) => {
    total += (entry as unknown as SizedEntry)._data?.uncompressedSize ?? 0;
  });
  if (total > MAX_UNZIPPED_BYTES) throw new ImportError('too-large');
  inflateBudgets.set(zip, { left: MAX_INFLATED_XML_BYTES });
  return zip;
}

/**
 * An entry's text, or undefined when the entry is missing. Inflated as a stream and stopped past
 * MAX_ZIP_PART_BYTES for the entry, or MAX_INFLATED_XML_BYTES for everything read from the file,
 * because an entry can declare a small size and still inflate without end.
 */
export function readZipText(zip: JSZip, path: string): Promise<string | undefined> {
  const entry = zip.file(path);
  if (!entry) return Promise.resolve(undefined);
  const budget = inflateBudgets.get(zip) ?? { left: MAX_INFLATED_XML_BYTES };
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer') as Readable;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      budget.left -= chunk.length;
      if (size <= MAX_ZIP_PART_BYTES && budget.left >= 0) chunks.push(chunk);
      else {
        stream.destroy();
        reject(new ImportError('too-large'));
      }
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', () => reject(new ImportError('unreadable')));
  });
}

/**
 * Reads and parses every XML part of an Office file within the budgets above, for a library that
 * inflates and parses the parts itself without limits (mammoth): a lying size or a hostile nesting
 * is refused here first. A part that is merely malformed is left for that library to judge.
 */
export async function checkXmlParts(zip: JSZip): Promise<void> {
  const parts = Object.keys(zip.files).filter((path) => /\.(xml|rels)$/i.test(path) && !zip.files[path].dir);
  for (const path of parts) {
    const xml = await readZipText(zip, path);
    try {
      if (xml) parseXml(xml);
    } catch (error) {
      if (!(error instanceof ImportError) || error.code !== 'unreadable') throw error;
    }
  }
}

/** Resolves a relationship target ('../notesSlides/notesSlide2.xml') against the part that owns it. */
export function resolvePartPath(ownerPath: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ownerPath.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** The .rels part of a part: ppt/slides/slide1.xml → ppt/slides/_rels/slide1.xml.rels. */
export function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}
