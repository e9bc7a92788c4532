import fp from 'fastify-plugin';
import { mediaIdOf } from '@kuza/contracts';
import type { Config } from '../../config';
import type { SharedState } from '../../lib/shared-state';
import { createUserDirectory } from '../users/directory';
import { AVATAR_PATH } from '../users/profile-service';
import type { MediaStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the stored pictures nothing uses any more (see collectUnusedMedia); `now` for tests. */
    collectUnusedMedia(now?: Date): Promise<CollectedMedia>;
  }
}

/** Where pictures are named: each gives the picture sources (URLs) one kind of document holds. */
export type PictureSources = () => AsyncIterable<string>;

export interface MediaCollectorDeps {
  media: Pick<MediaStore, 'untouched' | 'removeUntouched' | 'removeStrayVariants'>;
  /** Every place a stored picture may be named: decks (slides, team cards), resumes, profiles. */
  sources: PictureSources[];
  /** MEDIA_GRACE_HOURS: how old an unused picture must be before it goes. */
  graceMs: number;
}

export interface CollectedMedia {
  /** The pictures deleted, each with its variants. */
  removed: string[];
  /** Variants left without their original by an upload that stopped half way. */
  strayVariants: number;
}

const AVATAR_URL = new RegExp(`${AVATAR_PATH}/([A-Za-z0-9_-]{22})$`);

/**
 * The stored picture a source names, whatever API address it was saved under: `…/media/<id>`
 * (with or without `?w=`), or a profile photo's address from before the store, `…/users/avatars/<id>`,
 * which still leads to the same id. Null for links elsewhere and data: URLs.
 */
export function referencedMediaId(src: string): string | null {
  return mediaIdOf(src) ?? AVATAR_URL.exec(src)?.[1] ?? null;
}

/**
 * Deletes every stored picture that no deck, resume or profile names and that was neither uploaded
 * nor uploaded again within the grace period (so a picture uploaded in the editor and not saved yet
 * stays), with its variants; then variants whose original is gone. A source that fails stops the
 * run before anything is deleted: a picture is never deleted on a partial look.
 */
export async function collectUnusedMedia(
  { media, sources, graceMs }: MediaCollectorDeps,
  now = new Date(),
): Promise<CollectedMedia> {
  const cutoff = new Date(now.getTime() - graceMs);
  const candidates = await media.untouched(cutoff);
  const removed: string[] = [];
  if (candidates.length) {
    const inUse = new Set<string>();
    for (const source of sources) {
      for await (const src of source()) {
        const id = referencedMediaId(src);
        if (id) inUse.add(id);
      }
    }
    for (const id of candidates) {
      if (!inUse.has(id) && (await media.removeUntouched(id, cutoff))) removed.push(id);
    }
  }
  return { removed, strayVariants: await media.removeStrayVariants(cutoff) };
}

/** The shared-state key the instances take turns on. */
export const MEDIA_COLLECTOR_SLOT = 'media-collector';

/**
 * Runs `collect` soon after start, then every `intervalMs`, on at most one instance per interval:
 * each run first takes the one slot under MEDIA_COLLECTOR_SLOT for `intervalMs` and keeps it, so
 * with Redis the instances that look within the same interval skip. Answers `stop`, which waits
 * for a run under way.
 */
export function startMediaCollector({
  collect,
  shared,
  intervalMs,
  log,
}: {
  collect: () => Promise<CollectedMedia>;
  shared: Pick<SharedState, 'takeSlot'>;
  intervalMs: number;
  log: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}): { stop(): Promise<void> } {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    if (!(await shared.takeSlot(MEDIA_COLLECTOR_SLOT, 1, intervalMs))) return;
    const { removed, strayVariants } = await collect();
    if (removed.length || strayVariants)
      log.info({ removed: removed.length, strayVariants }, 'unused pictures deleted');
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => log.warn({ err: error }, 'looking for unused pictures failed'))
        .finally(() => {
          if (!stopping) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  };
  schedule(0);
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** `app.collectUnusedMedia`, and the timer that calls it (MEDIA_COLLECT_MINUTES; 0 = only when called). */
export const mediaCollectorPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const deps: MediaCollectorDeps = {
      media: app.media,
      sources: [app.decks.pictureSources, app.resumes.pictureSources, createUserDirectory(app.users).pictureSources],
      graceMs: config.mediaGraceMs,
    };
    app.decorate('collectUnusedMedia', (now?: Date) => collectUnusedMedia(deps, now));
    if (!config.mediaCollectIntervalMs) return;
    let collector: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      collector = startMediaCollector({
        collect: () => app.collectUnusedMedia(),
        shared: app.shared,
        intervalMs: config.mediaCollectIntervalMs,
        log: app.log,
      });
    });
    app.addHook('preClose', async () => collector?.stop());
  },
  {
    name: 'kuza-media-collector',
    dependencies: ['kuza-media', 'kuza-decks', 'kuza-resumes', 'kuza-authenticate', 'kuza-shared-state'],
  },
);
