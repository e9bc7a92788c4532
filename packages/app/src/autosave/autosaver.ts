import type { SaveState as SaveStatus } from '@kuza/ui';

export type { SaveStatus };

export interface SaveState {
  status: SaveStatus;
  /** The server's reason when a save was refused (status 'failed'). */
  message?: string;
}

/** Why a save failed, as the saver needs to know it: retry later, merge and retry, or say why. */
export type SaveFailure = { kind: 'offline' } | { kind: 'conflict' } | { kind: 'refused'; message: string };

export interface AutosaverOptions<T> {
  /** What the editor opened with, as the server has it, and its version. */
  value: T;
  version: number;
  /**
   * Sends what changed from `saved` (what the server has) to `next`, with the version last seen;
   * resolves with the new version. It may send nothing and answer `version` when nothing changed.
   */
  save: (saved: T, next: T, version: number) => Promise<number>;
  /** The server's copy now, read after a 409. */
  reload: () => Promise<{ value: T; version: number }>;
  /** My changes (from `saved` to `mine`) re-applied on `fresh`, the server's copy after a 409. */
  merge: (fresh: T, saved: T, mine: T) => T;
  /** The merged copy replaces the editor's. */
  onMerged: (value: T) => void;
  /** Turns a rejected save into a SaveFailure. */
  classify: (error: unknown) => SaveFailure;
  onChange: (state: SaveState) => void;
  delayMs?: number;
  /** Wait before the n-th retry after a network or server error. */
  retryDelayMs?: (attempt: number) => number;
}

/** Conflicts in a row before the saver gives up and asks the user to reload (someone saves nonstop). */
const MAX_MERGES = 3;

/**
 * Debounced saving of an editor's document with optimistic concurrency, for every editor (deck,
 * outline, resume). One save at a time; edits made during a save are sent right after it. A 409
 * (someone saved first) reads the server's copy, re-applies this editor's changes on it and
 * saves again, so no edit is lost; network and 5xx errors retry with back-off.
 */
export class Autosaver<T> {
  private saved: T;
  private latest: T;
  private version: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | null = null;
  private attempts = 0;
  private merges = 0;
  private state: SaveState = { status: 'saved' };
  private readonly delayMs: number;

  constructor(private readonly options: AutosaverOptions<T>) {
    this.saved = options.value;
    this.latest = options.value;
    this.version = options.version;
    this.delayMs = options.delayMs ?? 800;
  }

  get status(): SaveStatus {
    return this.state.status;
  }

  /** True while something the user did is not on the server yet. */
  get dirty(): boolean {
    return this.latest !== this.saved || this.inFlight !== null;
  }

  /** The editor's document changed: save it after the debounce. */
  edit(value: T): void {
    if (value === this.latest && (this.inFlight || this.timer)) return;
    this.latest = value;
    if (this.state.status === 'conflict') return;
    if (value === this.saved && !this.inFlight) {
      this.cancel();
      this.set({ status: 'saved' });
      return;
    }
    // While offline the retry timer is already running; keep the status until it succeeds.
    if (this.state.status === 'offline') return;
    if (!this.inFlight) this.set({ status: 'unsaved' });
    this.schedule(this.delayMs);
  }

  /** Save now (a Save button, an export, leaving the page need the server up to date). */
  async saveNow(): Promise<boolean> {
    this.cancel();
    if (this.state.status === 'conflict') return false;
    while (this.inFlight) {
      // A save is under way: wait for it, then send what came after it.
      if (!(await this.inFlight) && this.stopped()) return false;
    }
    if (this.latest === this.saved) {
      this.set({ status: 'saved' });
      return true;
    }
    return this.run();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private stopped(): boolean {
    return this.state.status === 'conflict';
  }

  private schedule(ms: number): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.saveNow();
    }, ms);
  }

  private run(): Promise<boolean> {
    const snapshot = this.latest;
    const base = this.saved;
    this.set({ status: 'saving' });
    const attempt = this.options
      .save(base, snapshot, this.version)
      .then((version) => {
        this.version = version;
        this.saved = snapshot;
        this.attempts = 0;
        this.merges = 0;
        this.inFlight = null;
        if (this.latest !== snapshot) {
          this.set({ status: 'unsaved' });
          this.schedule(this.delayMs);
        } else {
          this.set({ status: 'saved' });
        }
        return true;
      })
      .catch(async (error: unknown) => {
        const failure = this.options.classify(error);
        if (failure.kind === 'conflict') return this.mergeAndRetry();
        this.inFlight = null;
        if (failure.kind === 'offline') this.retryLater();
        else this.set({ status: 'failed', message: failure.message });
        return false;
      });
    this.inFlight = attempt;
    return attempt;
  }

  /** After a 409: the server's copy with this editor's changes on top, saved again. */
  private async mergeAndRetry(): Promise<boolean> {
    this.merges += 1;
    if (this.merges > MAX_MERGES) {
      this.inFlight = null;
      this.set({ status: 'conflict' });
      return false;
    }
    let fresh: { value: T; version: number };
    try {
      fresh = await this.options.reload();
    } catch {
      this.inFlight = null;
      this.retryLater();
      return false;
    }
    const merged = this.options.merge(fresh.value, this.saved, this.latest);
    this.saved = fresh.value;
    this.version = fresh.version;
    this.latest = merged;
    this.options.onMerged(merged);
    this.inFlight = null;
    return this.latest === this.saved ? true : this.run();
  }

  private retryLater(): void {
    this.attempts += 1;
    this.set({ status: 'offline' });
    const wait = this.options.retryDelayMs ?? ((n: number) => Math.min(30_000, 1000 * 2 ** n));
    this.schedule(wait(this.attempts));
  }

  private set(state: SaveState): void {
    if (state.status === this.state.status && state.message === this.state.message) return;
    this.state = state;
    this.options.onChange(state);
  }
}
