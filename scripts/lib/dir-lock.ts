import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs `body` while holding a lock directory (mkdir is atomic), so two processes that would
 * clobber each other's files take turns. A lock older than `staleMs` was left by a killed process.
 */
export async function withDirLock<T>(
  lock: string,
  body: () => Promise<T>,
  { waitMs = 15 * 60_000, staleMs = 10 * 60_000 }: { waitMs?: number; staleMs?: number } = {},
): Promise<T> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > staleMs) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`another process holds ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await body();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
