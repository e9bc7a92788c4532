import type { SaidMessage } from '@kuza/i18n';
import { HttpError } from '../../lib/http-error';
import { sniffFileType, type SniffedFileType } from '../files/import/sniff-file-type';

/**
 * The file of a POST /import, whose body is the raw file: 400 when none was sent, 415 when its
 * bytes are not one of the `accepted` types (the name sent with it is not trusted).
 */
export function uploadedFile<K extends SniffedFileType>(
  body: unknown,
  accepted: readonly K[],
  messages: { missing: SaidMessage | string; notAccepted: SaidMessage | string },
): { bytes: Buffer; type: K } {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, messages.missing);
  const type = sniffFileType(body);
  if (!accepted.includes(type as K)) throw new HttpError(415, messages.notAccepted);
  return { bytes: body, type: type as K };
}
