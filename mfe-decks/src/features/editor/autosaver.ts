import type { SaveState as SaveStatus } from '@kuza/ui';

export type { SaveStatus };

export interface SaveState {
  status: SaveStatus;
  /** The server's reason when a save was refused (status 'failed'). */
  message?: string;
}

/** Why a save failed, as the saver needs to know it: retry later, stop for good, or say why. */
export type SaveFailure = { kind: 'offline' } | { kind: 'conflict' } | { kind: 'refused'; message: string };

export interface AutosaverOptions<T> {
  /** What is saved: replaced, never mutated, on every edit. */
  content: T;
  /** Whether two contents are the same (undoing back to what was saved); identity by default. */
  same?: (a: T, b: T) => boolean;
  version: number;
  /** Sends the content with the version last seen; resolves with the saved document's new version. */
  save: (content: T, version: number) => Promise<number>;
  /** Turns a rejected save into a SaveFailure. */
  classify: (error: unknown) => SaveFailure;
  onChange: (state: SaveState) => void;
  delayMs?: number;
  /** Wait before the n-th retry after a network or server error. */
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Debounced saving of the deck's slides and theme with optimistic concurrency. One save at a time; edits
 * made during a save are sent right after it. A 409 stops saving for good (never overwrite
 * someone else's version); network and 5xx errors retry with back-off.
 */
export class Autosaver<T> {
  private saved: T;
  private latest: T;
  private version: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<boolean> | null = null;
  private attempts = 0;
  private state: SaveState = { status: 'saved' };
  private readonly delayMs: number;

  constructor(private readonly options: AutosaverOptions<T>) {
    this.saved = options.content;
    this.latest = options.content;
    this.version = options.version;
    this.delayMs = options.delayMs ?? 800;
  }

  get status(): SaveStatus {
    return this.state.status;
  }

  /** True while something the user did is not on the server yet. */
  get dirty(): boolean {
    return !this.isSaved(this.latest) || this.inFlight !== null;
  }

  /** The editor's content changed: save it after the debounce. */
  edit(content: T): void {
    this.latest = content;
    if (this.state.status === 'conflict') return;
    if (this.isSaved(content) && !this.inFlight) {
      this.cancel();
      this.set({ status: 'saved' });
      return;
    }
    // While offline the retry timer is already running; keep the status until it succeeds.
    if (this.state.status === 'offline') return;
    if (!this.inFlight) this.set({ status: 'unsaved' });
    this.schedule(this.delayMs);
  }

  /** Save now (the Save button, the AI Helper and exports need the server up to date). */
  async saveNow(): Promise<boolean> {
    this.cancel();
    if (this.state.status === 'conflict') return false;
    if (this.inFlight) {
      // A save is under way: wait for it; it may end in a conflict.
      if (!(await this.inFlight) && this.stopped()) return false;
    }
    if (this.isSaved(this.latest)) {
      this.set({ status: 'saved' });
      return true;
    }
    return this.run();
  }

  private isSaved(content: T): boolean {
    return content === this.saved || (this.options.same?.(content, this.saved) ?? false);
  }

  private stopped(): boolean {
    return this.state.status === 'conflict';
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(ms: number): void {
    this.cancel();
    this.timer = setTimeout(() => void this.saveNow(), ms);
  }

  private run(): Promise<boolean> {
    const snapshot = this.latest;
    this.set({ status: 'saving' });
    const attempt = this.options
      .save(snapshot, this.version)
      .then((version) => {
        this.version = version;
        this.saved = snapshot;
        this.attempts = 0;
        this.inFlight = null;
        if (this.latest !== snapshot) {
          this.set({ status: 'unsaved' });
          this.schedule(this.delayMs);
        } else {
          this.set({ status: 'saved' });
        }
        return true;
      })
      .catch((error: unknown) => {
        this.inFlight = null;
        const failure = this.options.classify(error);
        if (failure.kind === 'conflict') {
          this.set({ status: 'conflict' });
        } else if (failure.kind === 'offline') {
          this.attempts += 1;
          this.set({ status: 'offline' });
          const wait = this.options.retryDelayMs ?? ((n: number) => Math.min(30_000, 1000 * 2 ** n));
          this.schedule(wait(this.attempts));
        } else {
          this.set({ status: 'failed', message: failure.message });
        }
        return false;
      });
    this.inFlight = attempt;
    return attempt;
  }

  private set(state: SaveState): void {
    if (state.status === this.state.status && state.message === this.state.message) return;
    this.state = state;
    this.options.onChange(state);
  }
}
