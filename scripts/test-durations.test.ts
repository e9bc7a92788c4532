import { flakyTests, jestDurations, overBudget, playwrightDurations, slowest } from './lib/test-durations';

const playwrightReport = {
  suites: [
    {
      file: 'tests/team.spec.ts',
      specs: [
        {
          title: 'invites a teammate',
          line: 30,
          tests: [
            {
              timeout: 30_000,
              projectName: 'site',
              status: 'expected',
              results: [{ duration: 16_000, status: 'passed' }],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'nested',
          specs: [
            {
              title: 'exports a deck',
              line: 12,
              tests: [
                {
                  timeout: 150_000,
                  projectName: 'site',
                  status: 'flaky',
                  results: [
                    { duration: 150_000, status: 'timedOut' },
                    { duration: 60_000, status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('test durations in the npm test summary', () => {
  it('names each browser test by project, file and line, judged by its last attempt', () => {
    expect(playwrightDurations(playwrightReport)).toEqual([
      {
        runner: 'playwright',
        name: '[site] tests/team.spec.ts:30 › invites a teammate',
        seconds: 16,
        timeoutSeconds: 30,
        flaky: false,
      },
      {
        runner: 'playwright',
        name: '[site] tests/team.spec.ts:12 › exports a deck',
        seconds: 60,
        timeoutSeconds: 150,
        flaky: true,
      },
    ]);
  });

  it('names every test that passed only on its retry', () => {
    expect(flakyTests(playwrightDurations(playwrightReport))).toEqual([
      '[site] tests/team.spec.ts:12 › exports a deck',
    ]);
  });

  it('fails a browser test that used more than half of its own timeout, naming it', () => {
    const over = overBudget(playwrightDurations(playwrightReport));
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(
      /^\[site\] tests\/team\.spec\.ts:30 › invites a teammate took 16\.0 s, over half of its 30 s/,
    );
  });

  it('reads Jest assertions with paths relative to the repository and lists the slowest first', () => {
    const rows = jestDurations(
      {
        testResults: [
          {
            name: '/repo/api/test/a.test.ts',
            assertionResults: [
              { fullName: 'quick', duration: 5 },
              { fullName: 'slow', duration: 2500 },
            ],
          },
        ],
      },
      '/repo',
    );
    expect(slowest(rows, 1)).toEqual([{ runner: 'jest', name: 'api/test/a.test.ts › slow', seconds: 2.5 }]);
    expect(overBudget(rows)).toEqual([]);
  });
});
