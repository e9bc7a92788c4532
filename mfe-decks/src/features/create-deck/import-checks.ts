import { importUrlSchema, ruleText } from '@kuza/contracts';
import type { ImportSource } from '@kuza/ui';

export function urlProblem(url: string): string | undefined {
  try {
    importUrlSchema.validateSync({ url });
    return undefined;
  } catch (error) {
    return ruleText((error as Error).message);
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
