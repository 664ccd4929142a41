// The order journey files start in: the smoke files first. They are the longest by far (every
// screen at two widths, every route as each role) but only a few lines each (they call
// support/*-smoke.ts), so vitest's default order (larger files first, where no earlier run's
// times are known, as on a fresh clone) started them last and the run waited on them alone.
// Longest first keeps both workers busy to the end.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG = /[/\\](ui-smoke|api-smoke)[^/\\]*\.e2e\.ts$/;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG.test(f.moduleId)), ...sorted.filter((f) => !LONG.test(f.moduleId))];
  }
}
