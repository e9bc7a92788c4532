/** How often the page reports the active seconds it counted (the API caps each report to the time since the last). */
export const REPORT_EVERY_MS = 10_000;
/** With no input, scroll or slide change for this long, the viewer is away: time stops. */
export const IDLE_AFTER_MS = 60_000;

/** One report: active seconds on one slide since the last report. */
export interface SlideSeconds {
  slide: number;
  seconds: number;
}

export interface ActivityReporterOptions {
  /** The time source, in milliseconds (Date.now in the page; the tests' fake clock). */
  now: () => number;
  /** Sends the reports of a regular tick. */
  send: (reports: SlideSeconds[]) => void;
  /** Sends the last reports as the page is hidden or closed (navigator.sendBeacon). */
  beacon: (reports: SlideSeconds[]) => void;
  /** The slide shown first. */
  slide?: number;
  /** Whether the page is hidden at the start. */
  hidden?: boolean;
}

export interface ActivityReporter {
  /** The viewer moved, typed or scrolled. */
  input(): void;
  /** Another slide is shown: the time so far belongs to the previous one. */
  slide(index: number): void;
  /** The tab was hidden (time stops and what was counted leaves as a beacon) or shown again. */
  visibility(hidden: boolean): void;
  /** The page is closing: what was counted leaves as a beacon, and the reporter stops. */
  close(): void;
}

/**
 * Counts a viewer's active time per slide and reports it every REPORT_EVERY_MS: time counts while
 * the page is shown and the viewer did something in the last IDLE_AFTER_MS. Knows nothing of the
 * DOM or the API; `use-activity-reporter.ts` wires it to both.
 */
export function createActivityReporter({
  now,
  send,
  beacon,
  slide: first = 0,
  hidden: startHidden = false,
}: ActivityReporterOptions): ActivityReporter {
  let shown = first;
  let hidden = startHidden;
  let lastInput = now();
  /** Since when time is being counted for `shown`, or null while it is not. */
  let since: number | null = hidden ? null : lastInput;
  const counted = new Map<number, number>();
  let closed = false;

  /** Moves the time counted up to `at` onto the shown slide, stopping at the idle limit. */
  function accrue(at: number) {
    if (since === null) return;
    const idleFrom = lastInput + IDLE_AFTER_MS;
    const end = Math.min(at, idleFrom);
    if (end > since) counted.set(shown, (counted.get(shown) ?? 0) + (end - since));
    since = at < idleFrom ? at : null;
  }

  /** The counted time as reports, whole milliseconds turned into seconds; the count starts again. */
  function take(): SlideSeconds[] {
    const reports = [...counted]
      .filter(([, ms]) => ms > 0)
      .map(([index, ms]) => ({ slide: index, seconds: Math.round(ms) / 1000 }));
    counted.clear();
    return reports;
  }

  function active(at: number) {
    accrue(at);
    lastInput = at;
    if (!hidden && since === null) since = at;
  }

  const timer = setInterval(() => {
    accrue(now());
    const reports = take();
    if (reports.length) send(reports);
  }, REPORT_EVERY_MS);

  function leave() {
    accrue(now());
    const reports = take();
    if (reports.length) beacon(reports);
  }

  return {
    input() {
      if (!closed) active(now());
    },
    slide(index) {
      if (closed || index === shown) return;
      const at = now();
      accrue(at);
      shown = index;
      active(at);
    },
    visibility(nowHidden) {
      if (closed || nowHidden === hidden) return;
      if (nowHidden) {
        leave();
        hidden = true;
        since = null;
        return;
      }
      hidden = false;
      active(now());
    },
    close() {
      if (closed) return;
      leave();
      closed = true;
      since = null;
      clearInterval(timer);
    },
  };
}
