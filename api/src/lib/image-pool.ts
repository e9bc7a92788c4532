import { defineMessages } from '@kuza/i18n';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MAX_IMAGE_PIXELS } from '@kuza/contracts';
import { HttpError } from './http-error';

/** Pictures decoded at once: each holds a thread and up to MAX_IMAGE_PIXELS × 4 bytes while it runs. */
export const IMAGE_WORKERS = 2;
/** Decodes waiting for a worker; the next one is answered 503 with Retry-After. */
export const IMAGE_MAX_QUEUED = 16;
/** A decode taking longer is stopped (its worker is replaced) and the picture counts as unreadable. */
export const IMAGE_JOB_TIMEOUT_MS = 20_000;
export const IMAGE_RETRY_AFTER_SECONDS = 30;
const POOL_MESSAGES = defineMessages({
  busy: {
    id: 'api.images.busy',
    defaultMessage: 'Kuza is processing many pictures right now. Please try again in a minute.',
  },
});
export const IMAGES_BUSY_MESSAGE = POOL_MESSAGES.busy.defaultMessage;

/** The picture could not be decoded within the limits (pixels, time): the caller says "unreadable". */
export class ImageDecodeError extends Error {
  constructor() {
    super('The picture could not be decoded');
    this.name = 'ImageDecodeError';
  }
}

export interface ImagePoolOptions {
  workers?: number;
  maxQueued?: number;
  timeoutMs?: number;
  /** sharp's limitInputPixels in every decode: the canvas a picture declares, checked before decoding. */
  maxPixels?: number;
}

export interface Variant {
  data: Buffer;
  width: number;
  height: number;
}

type Job = { op: 'variants'; widths: number[] } | { op: 'png' };
type Answer = {
  id: number;
  ok: boolean;
  data?: Uint8Array;
  variants?: Array<{ data: Uint8Array; width: number; height: number }>;
};

interface Pending {
  id: number;
  message: Job & { id: number; data: Uint8Array<ArrayBuffer>; maxPixels: number };
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

interface Slot {
  worker?: Worker;
  running?: Pending;
  timer?: NodeJS.Timeout;
}

const WORKER_FILE = path.join(__dirname, 'image-worker.mjs');
const bufferOf = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * The one place pictures are decoded: a fixed number of worker threads, one decode each, fed from
 * a bounded queue. Request handling never waits behind a decode (the event loop and libuv's
 * threads stay free for /health, the database and files), a burst of large pictures costs at most
 * `workers` decodes of memory at once, and a hostile one that runs too long is stopped.
 */
export function createImagePool(options: ImagePoolOptions = {}) {
  const {
    workers = IMAGE_WORKERS,
    maxQueued = IMAGE_MAX_QUEUED,
    timeoutMs = IMAGE_JOB_TIMEOUT_MS,
    maxPixels = MAX_IMAGE_PIXELS,
  } = options;
  const slots: Slot[] = Array.from({ length: workers }, () => ({}));
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function finish(slot: Slot, outcome: { answer: Answer } | { error: Error }) {
    const job = slot.running;
    clearTimeout(slot.timer);
    slot.running = undefined;
    if (job) {
      if ('answer' in outcome) job.resolve(outcome.answer);
      else job.reject(outcome.error);
    }
    dispatch();
  }

  /** A worker that timed out or died is replaced on the next job; its job counts as unreadable. */
  function discard(slot: Slot, worker: Worker) {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    void worker.terminate();
    finish(slot, { error: new ImageDecodeError() });
  }

  function workerFor(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = new Worker(WORKER_FILE);
    // Idle workers must not keep the process (or a test) alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if (slot.worker === worker && slot.running?.id === answer.id) finish(slot, { answer });
    });
    worker.once('error', () => discard(slot, worker));
    worker.once('exit', () => discard(slot, worker));
    slot.worker = worker;
    return worker;
  }

  function dispatch() {
    for (const slot of slots) {
      if (closed || slot.running || queue.length === 0) continue;
      const job = queue.shift()!;
      const worker = workerFor(slot);
      slot.running = job;
      slot.timer = setTimeout(() => discard(slot, worker), timeoutMs);
      worker.postMessage(job.message, [job.message.data.buffer]);
    }
  }

  function run(data: Buffer, job: Job): Promise<Answer> {
    if (closed) return Promise.reject(new ImageDecodeError());
    if (queue.length >= maxQueued) {
      return Promise.reject(new HttpError(503, POOL_MESSAGES.busy, { 'retry-after': IMAGE_RETRY_AFTER_SECONDS }));
    }
    // A copy the worker owns (transferred, not cloned).
    const copy = new Uint8Array(data);
    return new Promise<Answer>((resolve, reject) => {
      const id = nextId++;
      queue.push({ id, message: { ...job, id, data: copy, maxPixels }, resolve, reject });
      dispatch();
    }).then((answer) => {
      if (!answer.ok) throw new ImageDecodeError();
      return answer;
    });
  }

  return {
    /** WebP variants of the picture's first frame, one per width. */
    async variants(data: Buffer, widths: number[]): Promise<Variant[]> {
      if (widths.length === 0) return [];
      const answer = await run(data, { op: 'variants', widths });
      return (answer.variants ?? []).map((variant) => ({ ...variant, data: bufferOf(variant.data) }));
    },
    /** The picture's first frame as a PNG. */
    async png(data: Buffer): Promise<Buffer> {
      return bufferOf((await run(data, { op: 'png' })).data!);
    },
    /** Decodes running or waiting (tests and /ready-style checks). */
    get pending(): number {
      return queue.length + slots.filter((slot) => slot.running).length;
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ImageDecodeError());
      await Promise.all(
        slots.map((slot) => {
          const worker = slot.worker;
          slot.worker = undefined;
          clearTimeout(slot.timer);
          slot.running?.reject(new ImageDecodeError());
          slot.running = undefined;
          return worker?.terminate();
        }),
      );
    },
  };
}

export type ImagePool = ReturnType<typeof createImagePool>;
