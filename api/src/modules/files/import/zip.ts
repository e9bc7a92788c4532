import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import { MAX_UNZIPPED_BYTES, MAX_ZIP_PART_BYTES } from '../limits';
import { ImportError } from './import-error';

/** jszip reads each entry's declared size from the central directory without inflating it. */
interface SizedEntry {
  _data?: { uncompressedSize?: number };
}

/**
 * Opens an Office file's ZIP container. A ZIP that does not parse is 'unreadable'; one whose
 * entries declare more than MAX_UNZIPPED_BYTES is refused before anything is inflated.
 */
export async function openZip(buf: Buffer): Promise<JSZip> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buf);
  } catch {
    throw new ImportError('unreadable');
  }
  let total = 0;
  zip.forEach((_path, entry) => {
    total += (entry as unknown as SizedEntry)._data?.uncompressedSize ?? 0;
  });
  if (total > MAX_UNZIPPED_BYTES) throw new ImportError('too-large');
  return zip;
}

/**
 * An entry's text, or undefined when the entry is missing. Inflated as a stream and stopped past
 * MAX_ZIP_PART_BYTES, because an entry can declare a small size and still inflate without end.
 */
export function readZipText(zip: JSZip, path: string): Promise<string | undefined> {
  const entry = zip.file(path);
  if (!entry) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = entry.nodeStream('nodebuffer') as Readable;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_ZIP_PART_BYTES) chunks.push(chunk);
      else {
        stream.destroy();
        reject(new ImportError('too-large'));
      }
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', () => reject(new ImportError('unreadable')));
  });
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
