/** What a document import accepts: the file picker's `accept` list and the largest upload. */
export interface ImportLimits {
  /** Extensions, comma-separated: '.pptx,.pdf'. */
  accept: string;
  maxBytes: number;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;

/** A file size as people read it: KB under a megabyte, else MB with at most one decimal. */
export const sizeLabel = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);

/** '.pptx or .pdf', '.pdf, .doc or .docx'. */
export function extensionList(accept: string): string {
  const extensions = accept.split(',');
  const last = extensions.pop() ?? '';
  return extensions.length ? `${extensions.join(', ')} or ${last}` : last;
}

/** Why a chosen file cannot be sent, checked before any upload; the server still checks the real type. */
export function fileProblem(file: File, limits: ImportLimits): string | undefined {
  const name = file.name.toLowerCase();
  if (!limits.accept.split(',').some((extension) => name.endsWith(extension))) {
    return `“${file.name}” is not a ${extensionList(limits.accept)} file. Choose one of those.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose another file.`;
  if (file.size > limits.maxBytes) {
    return `“${file.name}” is ${megabytes(file.size)}; files can be at most ${megabytes(limits.maxBytes)}.`;
  }
  return undefined;
}
