import fc from 'fast-check';

/**
 * Property tests run a fixed sample in CI (`CI` set, as `.ci/run` does): the same generated cases on
 * every run and every machine, so a run never fails on a case the previous one did not try. Outside CI
 * each run draws new cases; `FC_SEED=<n>` replays one (fast-check prints the seed of a failure).
 */
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261128' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
