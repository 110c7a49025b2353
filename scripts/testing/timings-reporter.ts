// A Vitest reporter that keeps, per test file, where its time went (import, hooks and tests),
// in .timings/vitest-<project>.json. `npm run test:slowest` reads it (docs/testing.md).
// Vitest's JSON report gives only the tests' own durations: a file's import and its beforeAll
// (a database migrated, an app built) are most of what a slow file costs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export type FileTiming = {
  file: string;
  project: string;
  /** Milliseconds: importing the file and what it imports (collect), then hooks and tests. */
  collect: number;
  run: number;
  total: number;
  tests: number;
};

export const TIMINGS_DIR = path.resolve(import.meta.dirname, '..', '..', '.timings');

export default class TimingsReporter implements Reporter {
  #rows: FileTiming[] = [];
  #startedAt = 0;

  onTestRunStart() {
    this.#rows = [];
    this.#startedAt = performance.now();
  }

  onTestModuleEnd(module: TestModule) {
    const diagnostic = module.diagnostic();
    const collect =
      diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration;
    this.#rows.push({
      file: path.relative(process.cwd(), module.moduleId),
      project: module.project.name,
      collect: Math.round(collect),
      run: Math.round(diagnostic.duration),
      total: Math.round(collect + diagnostic.duration),
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd() {
    const wall = Math.round(performance.now() - this.#startedAt);
    const projects = new Set(this.#rows.map((row) => row.project));
    mkdirSync(TIMINGS_DIR, { recursive: true });
    for (const project of projects) {
      const files = this.#rows.filter((row) => row.project === project);
      writeFileSync(
        path.join(TIMINGS_DIR, `vitest-${project || 'default'}.json`),
        `${JSON.stringify({ wall, at: new Date().toISOString(), files }, null, 1)}\n`,
      );
    }
  }
}
