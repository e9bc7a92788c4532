import fc from 'fast-check';
import { createActivityReporter, IDLE_AFTER_MS, REPORT_EVERY_MS, type SlideSeconds } from '../activity-reporter';

function reporter(options: { hidden?: boolean } = {}) {
  const sent: SlideSeconds[][] = [];
  const beacons: SlideSeconds[][] = [];
  const activity = createActivityReporter({
    now: () => Date.now(),
    send: (reports) => sent.push(reports),
    beacon: (reports) => beacons.push(reports),
    ...options,
  });
  /** Seconds reported per slide, by both ways. */
  const total = () => {
    const sums = new Map<number, number>();
    for (const { slide, seconds } of [...sent, ...beacons].flat()) sums.set(slide, (sums.get(slide) ?? 0) + seconds);
    return Object.fromEntries(sums);
  };
  return { activity, sent, beacons, total };
}

const seconds = (s: number) => jest.advanceTimersByTime(s * 1000);

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the activity reporter', () => {
  it('reports the seconds spent on the shown slide about every 10 seconds', () => {
    const { sent, activity } = reporter();
    jest.advanceTimersByTime(REPORT_EVERY_MS - 1000);
    expect(sent).toEqual([]);
    seconds(1);
    expect(sent).toEqual([[{ slide: 0, seconds: 10 }]]);
    activity.input();
    seconds(10);
    expect(sent).toEqual([[{ slide: 0, seconds: 10 }], [{ slide: 0, seconds: 10 }]]);
  });

  it('splits the seconds between slides when the slide changes', () => {
    const { sent, activity } = reporter();
    seconds(3);
    activity.slide(1);
    seconds(5);
    activity.slide(2);
    seconds(2);
    expect(sent).toEqual([
      [
        { slide: 0, seconds: 3 },
        { slide: 1, seconds: 5 },
        { slide: 2, seconds: 2 },
      ],
    ]);
  });

  it('stops counting 60 seconds after the last input, scroll or slide change, and starts again on the next', () => {
    const { activity, total } = reporter();
    seconds(5 * 60);
    expect(total()).toEqual({ 0: IDLE_AFTER_MS / 1000 });
    activity.input();
    seconds(20);
    expect(total()).toEqual({ 0: IDLE_AFTER_MS / 1000 + 20 });
  });

  it('counts nothing while the tab is hidden, and sends what it counted as a beacon when it is hidden', () => {
    const { activity, sent, beacons, total } = reporter();
    seconds(4);
    activity.visibility(true);
    expect(beacons).toEqual([[{ slide: 0, seconds: 4 }]]);
    seconds(120);
    expect(sent).toEqual([]);
    activity.visibility(false);
    seconds(10);
    activity.close();
    expect(total()).toEqual({ 0: 14 });
  });

  it('sends the rest as a beacon when the page closes, and nothing after', () => {
    const { activity, beacons, sent } = reporter();
    seconds(12);
    activity.slide(3);
    seconds(1.5);
    activity.close();
    expect(beacons).toEqual([
      [
        { slide: 0, seconds: 2 },
        { slide: 3, seconds: 1.5 },
      ],
    ]);
    seconds(60);
    activity.input();
    expect(sent).toHaveLength(1);
    expect(beacons).toHaveLength(1);
  });

  it('starts counting only once a tab opened in the background is shown', () => {
    const { activity, total } = reporter({ hidden: true });
    seconds(30);
    expect(total()).toEqual({});
    activity.visibility(false);
    seconds(10);
    expect(total()).toEqual({ 0: 10 });
  });

  it('never reports more time than has passed while shown, whatever the viewer does', () => {
    type Step = { wait: number; act: 'input' | 'slide' | 'hide' | 'show' | 'none'; slide: number };
    const step = fc.record({
      wait: fc.integer({ min: 0, max: 90_000 }),
      act: fc.constantFrom('input', 'slide', 'hide', 'show', 'none'),
      slide: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps: Step[]) => {
        jest.setSystemTime(new Date('2026-11-01T10:00:00Z'));
        const { activity, total } = reporter();
        let shownMs = 0;
        let hidden = false;
        for (const { wait, act, slide } of steps) {
          jest.advanceTimersByTime(wait);
          if (!hidden) shownMs += wait;
          if (act === 'input') activity.input();
          if (act === 'slide') activity.slide(slide);
          if (act === 'hide' || act === 'show') {
            hidden = act === 'hide';
            activity.visibility(hidden);
          }
        }
        activity.close();
        const reported = Object.values(total()).reduce((sum, s) => sum + s, 0);
        expect(reported * 1000).toBeLessThanOrEqual(shownMs + 1);
        expect(Object.values(total()).every((s) => s > 0)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
