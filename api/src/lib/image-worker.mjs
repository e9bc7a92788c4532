// Runs in a worker thread of the image pool (image-pool.ts): every picture decode happens here,
// a few at a time, never on the threads that serve requests.
// Input (one message per job): { id, op: 'variants', data, widths, maxPixels } | { id, op: 'png', data, maxPixels }.
// Output: { id, ok: true, variants: [{ data, width, height }] } | { id, ok: true, data } | { id, ok: false }.
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';

// One thread per decode: the pool's size is the decoding concurrency.
sharp.concurrency(1);
sharp.cache(false);

/** Only the first frame is decoded (animated: false); limitInputPixels refuses a bigger canvas before decoding. */
const open = (data, maxPixels) => sharp(data, { animated: false, limitInputPixels: maxPixels });

async function run(job) {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  if (job.op === 'png') return { data: await open(data, job.maxPixels).png().toBuffer() };
  const variants = [];
  for (const width of job.widths) {
    const { data: webp, info } = await open(data, job.maxPixels)
      .rotate()
      .resize({ width })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ data: webp, width: info.width, height: info.height });
  }
  return { variants };
}

parentPort.on('message', (job) => {
  run(job).then(
    (result) => parentPort.postMessage({ id: job.id, ok: true, ...result }),
    () => parentPort.postMessage({ id: job.id, ok: false }),
  );
});
