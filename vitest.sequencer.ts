import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose files run longest, started first. vitest's own order puts the projects in
 * name order and, without a cache of earlier durations (a fresh clone has none), the files by
 * size: the security suites came last and their longest files (the contract fuzzing, the injection
 * and access sweeps: 3-9 min each on a busy machine) ran alone at the end of the phase while the
 * other workers stood idle (make test's vitest phase at load 18, 2026-12-07: the last 5 of its
 * 39 min had one file running). Started first, they run beside the short files instead.
 */
const FIRST = ['security'];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = FIRST.indexOf(f.project.name);
      return i === -1 ? FIRST.length : i;
    };
    // a stable sort: vitest's order is kept inside each rank
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
