import { inflateRawSync } from 'node:zlib';

export type SniffedFileType = 'pdf' | 'pptx' | 'docx' | 'doc' | 'unknown';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const CONTENT_TYPES = '[Content_Types].xml';

/**
 * The type of an upload by its content; the file name and the browser's MIME type are not trusted.
 * A PDF may have junk before its header (readers accept up to 1 KB), so that prefix is searched.
 * An OLE2 container is reported as 'doc' (Word 97); the converter finds out later if it is one.
 * Synchronous on purpose, so a route can sniff before buffering more work; jszip is async-only,
 * hence the few lines below that read one entry from the ZIP central directory.
 */
export function sniffFileType(buf: Buffer): SniffedFileType {
  if (buf.subarray(0, 1024).includes(PDF_MAGIC)) return 'pdf';
  if (buf.subarray(0, 8).equals(OLE2_MAGIC)) return 'doc';
  if (!buf.subarray(0, 4).equals(ZIP_MAGIC)) return 'unknown';
  const types = readZipEntrySync(buf, CONTENT_TYPES) ?? '';
  if (types.includes('presentationml')) return 'pptx';
  if (types.includes('wordprocessingml')) return 'docx';
  return 'unknown';
}

/** One small entry of a ZIP as text, or undefined if it is absent or the ZIP is damaged. */
function readZipEntrySync(buf: Buffer, wanted: string): string | undefined {
  try {
    // The end-of-central-directory record sits in the last 22 bytes plus an optional comment (< 64 KB).
    const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), buf.length - 22);
    if (eocd < 0 || eocd < buf.length - 22 - 0xffff) return undefined;
    const count = buf.readUInt16LE(eocd + 10);
    let at = buf.readUInt32LE(eocd + 16);
    for (let i = 0; i < count && at + 46 <= buf.length; i++) {
      if (buf.readUInt32LE(at) !== 0x02014b50) return undefined;
      const method = buf.readUInt16LE(at + 10);
      const compressedSize = buf.readUInt32LE(at + 20);
      const nameLength = buf.readUInt16LE(at + 28);
      const next = at + 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
      const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
      if (name === wanted) {
        const local = buf.readUInt32LE(at + 42);
        const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
        const data = buf.subarray(start, start + compressedSize);
        if (method === 0) return data.toString('utf8');
        // [Content_Types].xml is a few KB; the cap keeps a crafted entry from inflating without end.
        if (method === 8) return inflateRawSync(data, { maxOutputLength: 1024 * 1024 }).toString('utf8');
        return undefined;
      }
      at = next;
    }
  } catch {
    // A truncated or malformed ZIP is simply not a type we know.
  }
  return undefined;
}
