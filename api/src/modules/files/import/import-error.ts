import { HttpError } from '../../../lib/http-error';

export type ImportErrorCode =
  | 'no-text'
  | 'unreadable'
  | 'unsupported'
  | 'too-large'
  | 'too-complex'
  | 'too-many-pages'
  | 'doc-unavailable'
  | 'busy';

/** The messages a founder sees; routes pass them through unchanged (the error handler sends HttpError messages). */
export const IMPORT_MESSAGES: Record<ImportErrorCode, string> = {
  'no-text': 'This file has no text we can read. Try a file with selectable text.',
  unreadable: 'This file could not be read. It may be damaged or password-protected.',
  unsupported: 'This file type is not supported. Upload a .pptx or .pdf deck, or a .pdf, .doc or .docx resume.',
  'too-large': 'This file is too large.',
  'too-complex': 'This file is too complex to import.',
  'too-many-pages': 'This file has too many pages.',
  'doc-unavailable': 'We could not read this .doc file. Save it as .docx or PDF and try again.',
  busy: 'Many files are being read right now. Please try again in a minute.',
};

/**
 * A file that cannot be imported, with a message meant for the user. It is an HttpError (422, or
 * 413 when too large) so a route can let it propagate to the one error handler.
 */
export class ImportError extends HttpError {
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, message: string = IMPORT_MESSAGES[code]) {
    super(code === 'too-large' ? 413 : code === 'busy' ? 503 : 422, message);
    this.name = 'ImportError';
    this.code = code;
  }
}
