import { ProtocolError } from '../errors';

export const MAX_MESSAGE_SIZE = 48_000_000;
const HEADER_SIZE = 16;

/**
 * Splits a TCP byte stream into whole wire messages. Chunks are kept as a list and only
 * joined once a full message is available, so a large message arriving in many small
 * chunks is copied once rather than once per chunk.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const length = this.peekLength();
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      messages.push(this.take(length));
    }
    return messages;
  }

  private peekLength(): number {
    const first = this.chunks[0];
    if (first.length >= 4) return first.readInt32LE(0);
    const joined = Buffer.concat(this.chunks);
    this.chunks = [joined];
    return joined.readInt32LE(0);
  }

  private take(length: number): Buffer {
    const joined = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const message = joined.subarray(0, length);
    const rest = joined.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }
}
