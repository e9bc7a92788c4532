/**
 * Every test's duration from the Jest and Playwright JSON reports, for `npm test`'s summary: the
 * slowest tests are printed, and a browser test that used more than half of its timeout fails the
 * run, so the margin a slower machine needs cannot erode unnoticed.
 */
export interface TestDuration {
  runner: 'jest' | 'playwright';
  name: string;
  seconds: number;
  /** Playwright only: the test's own timeout (the config's, or what the test set). */
  timeoutSeconds?: number;
  /** Playwright only: it failed, then passed on a retry. */
  flaky?: boolean;
}

interface JestReport {
  testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  file?: string;
  title?: string;
  specs?: {
    title: string;
    line: number;
    tests: {
      timeout: number;
      projectName: string;
      status?: string;
      results: { duration: number; status: string }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** Share of a browser test's timeout it may use before the run fails. */
export const BROWSER_TEST_BUDGET = 0.5;

const relative = (file: string, root: string) => (file.startsWith(root) ? file.slice(root.length + 1) : file);

export function jestDurations(report: JestReport | undefined, root: string): TestDuration[] {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      runner: 'jest' as const,
      name: `${relative(file.name, root)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** One row per test and project: the last attempt (a retried test is judged by the run that counted). */
export function playwrightDurations(report: { suites?: PlaywrightSuite[] } | undefined): TestDuration[] {
  const rows: TestDuration[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last || last.status === 'skipped') continue;
        rows.push({
          runner: 'playwright',
          name: `[${test.projectName}] ${where}:${spec.line} › ${spec.title}`,
          seconds: last.duration / 1000,
          timeoutSeconds: test.timeout / 1000,
          flaky: test.status === 'flaky',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, where);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? '');
  return rows;
}

export const slowest = (rows: TestDuration[], count = 10) =>
  [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, count);

/** The tests that passed only on a retry: a defect to fix, not a pass to forget. */
export const flakyTests = (rows: TestDuration[]) => rows.filter((row) => row.flaky).map((row) => row.name);

/** Browser tests over their budget, each with the sentence that names it in the run's output. */
export function overBudget(rows: TestDuration[]): string[] {
  return rows
    .filter(
      (row) => row.timeoutSeconds && row.timeoutSeconds > 0 && row.seconds > row.timeoutSeconds * BROWSER_TEST_BUDGET,
    )
    .map(
      (row) =>
        `${row.name} took ${row.seconds.toFixed(1)} s, over half of its ${row.timeoutSeconds} s timeout: make it faster (set state up through the API), do not raise the timeout`,
    );
}
