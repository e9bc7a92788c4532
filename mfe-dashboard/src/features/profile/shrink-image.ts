import { AVATAR_MAX_BYTES, AVATAR_MAX_DIMENSION_PX } from '@kuza/contracts';

/**
 * A phone photo is several megabytes; a profile photo needs 512 px. The browser redraws larger
 * images at that size before upload (small uploads on slow connections), keeping PNG for PNGs
 * (transparency) and using JPEG otherwise. GIFs (maybe animated) and browsers without canvas
 * support send the file as it is; the server enforces the 1 MB limit either way.
 */
export async function shrinkImage(file: Blob, maxSide = AVATAR_MAX_DIMENSION_PX): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= AVATAR_MAX_BYTES) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}
