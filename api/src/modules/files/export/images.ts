import { withinPixelBudget } from '@kuza/contracts';
import { needsDecoding } from '../../../lib/image-pixels';
import { safeFetch } from '../../../lib/safe-fetch';

/** Images the exporters can embed: PNG and JPEG, the two that pptxgenjs, pdfkit and docx all take. */
export interface LoadedImage {
  data: Buffer;
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** Fetches an http(s) image for an exporter; the caller owns networking (SSRF checks, timeouts). */
export type ImageResolver = (src: string) => Promise<Buffer | null>;

/** Larger images are skipped (placeholder), so one photo cannot blow the deck past its size budget. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    // SOFn frames carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return null;
}

/** Type and pixel size of a PNG or JPEG; null for anything else (WebP, SVG, GIF, damaged files). */
export function imageInfo(data: Buffer): LoadedImage | null {
  try {
    if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR') {
      return { data, type: 'png', width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
    }
    if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
      const size = jpegSize(data);
      return size && size.width && size.height ? { data, type: 'jpeg', ...size } : null;
    }
  } catch {
    // A truncated header is an unusable image, not an export failure.
  }
  return null;
}

/**
 * An image an exporter may embed: within the byte and pixel budgets. One over them (stored before
 * the budget was checked, or fetched) gives null, and the exporter draws a placeholder: it is
 * never decoded.
 */
export function usableImage(data: Buffer): LoadedImage | null {
  const image = data.length <= MAX_IMAGE_BYTES ? imageInfo(data) : null;
  return image && withinPixelBudget({ ...image, decoded: needsDecoding(data) }) ? image : null;
}

export function decodeDataUrl(src: string): Buffer | null {
  const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(src);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2], 'base64') : Buffer.from(decodeURIComponent(match[2]), 'utf8');
}

/** An image from a data: URL or through the resolver; null (never a throw) when it cannot be used. */
export async function loadImage(src: string | undefined, resolve?: ImageResolver): Promise<LoadedImage | null> {
  if (!src) return null;
  try {
    const data = src.startsWith('data:') ? decodeDataUrl(src) : resolve ? await resolve(src) : null;
    return data ? usableImage(data) : null;
  } catch {
    return null;
  }
}

/** The largest box with the image's aspect ratio inside (w, h), centred: 'contain'. */
export function containBox(image: { width: number; height: number }, x: number, y: number, w: number, h: number) {
  const scale = Math.min(w / image.width, h / image.height);
  const cw = image.width * scale;
  const ch = image.height * scale;
  return { x: x + (w - cw) / 2, y: y + (h - ch) / 2, w: cw, h: ch };
}

/** All the fetched images one export may embed, so a deck of large photos stays a sendable file. */
export const MAX_EXPORT_IMAGE_BYTES = 24 * 1024 * 1024;

/**
 * The resolver exports use: http(s) images fetched with the same SSRF guard as URL import (5 s,
 * MAX_IMAGE_BYTES); one that cannot be fetched gives null, and the exporter draws a captioned
 * placeholder rather than failing the file. Once the export's images reach `budgetBytes` the rest
 * are placeholders too. Other sources (data: URLs) are the exporter's own. One resolver per export.
 */
export function remoteImageResolver(
  allowHosts: readonly string[],
  budgetBytes = MAX_EXPORT_IMAGE_BYTES,
): ImageResolver {
  let spent = 0;
  return async (src) => {
    if (!/^https?:\/\//i.test(src)) return null;
    const maxBytes = Math.min(MAX_IMAGE_BYTES, budgetBytes - spent);
    if (maxBytes <= 0) return null;
    try {
      const { body } = await safeFetch(src, { maxBytes, timeoutMs: 5000, allowHosts });
      // Fetches run in parallel, so the budget is checked again once the bytes are in; an image
      // the exporter cannot draw costs nothing.
      if (!imageInfo(body) || spent + body.length > budgetBytes) return null;
      spent += body.length;
      return body;
    } catch {
      return null;
    }
  };
}
