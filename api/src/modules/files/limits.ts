/**
 * Limits on imported files, exported so the upload routes reject early with the same numbers
 * (bodyLimit, multipart limits) that the extractors enforce.
 */
export const MAX_DECK_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_RESUME_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Slides of a .pptx, or pages of a deck PDF. */
export const MAX_IMPORT_SLIDES = 100;
export const MAX_RESUME_PAGES = 20;

/** Text kept from one import; beyond it the rest is dropped (and `truncated` set) — it feeds AI prompts. */
export const MAX_EXTRACTED_TEXT_CHARS = 200_000;

/** Sum of the uncompressed sizes of a ZIP's entries (pptx/docx): stops zip bombs before inflating. */
export const MAX_UNZIPPED_BYTES = 150 * 1024 * 1024;
/** One XML part we read ourselves (a slide, notes, document.xml), checked while it inflates. */
export const MAX_ZIP_PART_BYTES = 16 * 1024 * 1024;
/** All the XML read from one Office file: a 100-slide deck holds a few MB; inflating this takes well under a second. */
export const MAX_INFLATED_XML_BYTES = 48 * 1024 * 1024;

/** A PDF is parsed in a worker that is stopped after this long or beyond this heap. */
export const PDF_PARSE_TIMEOUT_MS = 20_000;
export const PDF_WORKER_HEAP_MB = 256;

/** LibreOffice converting a Word 97 .doc: cold starts with a fresh profile take a few seconds. */
export const SOFFICE_TIMEOUT_MS = 60_000;
/** .doc conversions running or waiting at once; the next one is answered 503 with Retry-After. */
export const SOFFICE_MAX_QUEUE = 3;
export const SOFFICE_RETRY_AFTER_SECONDS = 30;
