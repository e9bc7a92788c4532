import { MAX_EXTRACTED_TEXT_CHARS, MAX_RESUME_PAGES, MAX_RESUME_UPLOAD_BYTES } from '../limits';
import { extractDocxText } from './docx-text';
import { ImportError } from './import-error';
import { resumePageText } from './pdf-lines';
import { extractPdfPages } from './pdf-text';
import type { SniffedFileType } from './sniff-file-type';
import { convertWithSoffice, type SofficeOptions } from './soffice';

export interface ResumeImportOptions {
  /** How to run LibreOffice for Word 97 .doc files. */
  soffice?: SofficeOptions;
}

async function docText(buf: Buffer, options: ResumeImportOptions): Promise<string> {
  const docx = await convertWithSoffice(buf, 'doc', 'docx', options.soffice).catch((error: unknown) => {
    if (error instanceof ImportError && error.code === 'busy') throw error;
    return null;
  });
  if (!docx) throw new ImportError('doc-unavailable');
  return extractDocxText(docx);
}

/**
 * A resume's text, with paragraph breaks (blank lines) and list items as '- ' lines, ready to be
 * split into sections. .docx via mammoth, PDF via pdf.js, Word 97 .doc via LibreOffice when the
 * server has it. Every failure is an ImportError with a message for the user.
 */
export async function extractResumeText(
  buf: Buffer,
  type: SniffedFileType,
  options: ResumeImportOptions = {},
): Promise<string> {
  try {
    return await extract(buf, type, options);
  } catch (error) {
    // Whatever a library throws on a malformed file, the caller gets a message for the user.
    throw error instanceof ImportError ? error : new ImportError('unreadable');
  }
}

async function extract(buf: Buffer, type: SniffedFileType, options: ResumeImportOptions): Promise<string> {
  if (buf.length > MAX_RESUME_UPLOAD_BYTES) throw new ImportError('too-large');
  let text: string;
  if (type === 'docx') text = await extractDocxText(buf);
  else if (type === 'pdf') text = resumePageText(await extractPdfPages(buf, MAX_RESUME_PAGES));
  else if (type === 'doc') text = await docText(buf, options);
  else throw new ImportError('unsupported', 'Upload a resume as .pdf, .doc or .docx.');
  if (!text.trim()) throw new ImportError('no-text');
  return text.length > MAX_EXTRACTED_TEXT_CHARS ? text.slice(0, MAX_EXTRACTED_TEXT_CHARS) : text;
}
