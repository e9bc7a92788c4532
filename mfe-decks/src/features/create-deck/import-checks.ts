import { DECK_IMPORT_LIMITS, importUrlSchema } from '@kuza/contracts';

export type ImportSource = { kind: 'file'; file: File } | { kind: 'url'; url: string };

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
const fileSize = (bytes: number) => (bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes));

/** Checked before any upload: the name and the size. The API checks the type again, by content. */
export function fileProblem(file: File): string | undefined {
  if (!/\.(pptx|pdf)$/i.test(file.name)) return `“${file.name}” is not a .pptx or .pdf file.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > DECK_IMPORT_LIMITS.maxBytes) {
    return `“${file.name}” is ${megabytes(file.size)}; files can be at most ${megabytes(DECK_IMPORT_LIMITS.maxBytes)}.`;
  }
  return undefined;
}

export function urlProblem(url: string): string | undefined {
  try {
    importUrlSchema.validateSync({ url });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export function sourceName(source: ImportSource): string {
  if (source.kind === 'file') return source.file.name;
  try {
    return decodeURIComponent(new URL(source.url.trim()).pathname.split('/').pop() ?? '') || source.url;
  } catch {
    return source.url;
  }
}

/** A .pptx keeps its slides' structure, so the founder picks the look first (product.md §4 template gallery). */
export const needsTemplate = (source: ImportSource) => /\.pptx$/i.test(sourceName(source));

export const sizeLabel = fileSize;
