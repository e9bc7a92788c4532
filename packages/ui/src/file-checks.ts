import { defineMessages, i18n } from '@kuza/i18n';

/** What a document import accepts: the file picker's `accept` list and the largest upload. */
export interface ImportLimits {
  /** Extensions, comma-separated: '.pptx,.pdf'. */
  accept: string;
  maxBytes: number;
}

const messages = defineMessages({
  kilobytes: { id: 'ui.file.kilobytes', defaultMessage: '{size} KB' },
  megabytes: { id: 'ui.file.megabytes', defaultMessage: '{size} MB' },
  extensions: { id: 'ui.file.extensions', defaultMessage: '{first} or {last}' },
  wrongType: { id: 'ui.file.wrongType', defaultMessage: '“{name}” is not a {extensions} file. Choose one of those.' },
  empty: { id: 'ui.file.empty', defaultMessage: '“{name}” is empty. Choose another file.' },
  tooLarge: { id: 'ui.file.tooLarge', defaultMessage: '“{name}” is {size}; files can be at most {max}.' },
});

const MB = 1024 * 1024;
const megabytes = (bytes: number) =>
  i18n.t(messages.megabytes, { size: i18n.formatNumber(bytes / MB, { maximumFractionDigits: 1 }) });

/** A file size as people read it, in the page's language: KB under a megabyte, else MB with at most one decimal. */
export const sizeLabel = (bytes: number) =>
  bytes < MB
    ? i18n.t(messages.kilobytes, { size: i18n.formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : megabytes(bytes);

/** '.pptx or .pdf', '.pdf, .doc or .docx'. */
export function extensionList(accept: string): string {
  const extensions = accept.split(',');
  const last = extensions.pop() ?? '';
  return extensions.length ? i18n.t(messages.extensions, { first: extensions.join(', '), last }) : last;
}

/** Why a chosen file cannot be sent, checked before any upload; the server still checks the real type. */
export function fileProblem(file: File, limits: ImportLimits): string | undefined {
  const name = file.name.toLowerCase();
  if (!limits.accept.split(',').some((extension) => name.endsWith(extension))) {
    return i18n.t(messages.wrongType, { name: file.name, extensions: extensionList(limits.accept) });
  }
  if (file.size === 0) return i18n.t(messages.empty, { name: file.name });
  if (file.size > limits.maxBytes) {
    return i18n.t(messages.tooLarge, {
      name: file.name,
      size: megabytes(file.size),
      max: megabytes(limits.maxBytes),
    });
  }
  return undefined;
}
