// `npm run test:slowest [count]`: the slowest test files of the last runs, from the timings the
// Vitest reporter (timings-reporter.ts) and Playwright's JSON report left in .timings/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FileTiming } from './timings-reporter.ts';
import { TIMINGS_DIR } from './timings-reporter.ts';

type Row = {
  project: string;
  file: string;
  collect: number;
  run: number;
  total: number;
  tests: number;
};

const count = Number(process.argv[2] ?? 20);
const rows: Row[] = [];
const walls: string[] = [];

if (!existsSync(TIMINGS_DIR)) {
  console.log('No timings yet: run `npm test`, `npm run test:pg` or `npm run test:e2e` first.');
  process.exit(0);
}
for (const name of readdirSync(TIMINGS_DIR).sort()) {
  const report = JSON.parse(readFileSync(path.join(TIMINGS_DIR, name), 'utf8'));
  if (name.startsWith('vitest-')) {
    const files = report.files as FileTiming[];
    rows.push(...files);
    walls.push(
      `${files[0]?.project ?? name}: ${files.length} files, ${seconds(report.wall)} s wall (${report.at})`,
    );
  } else if (name === 'e2e.json') {
    rows.push(...playwrightRows(report));
    walls.push(`e2e: ${seconds(report.stats.duration)} s wall (${report.stats.startTime})`);
  }
}

rows.sort((a, b) => b.total - a.total);
console.log(walls.join('\n'));
console.log(
  `\n${'total s'.padStart(8)} ${'import'.padStart(7)} ${'run'.padStart(7)} ${'tests'.padStart(5)}  project   file`,
);
for (const row of rows.slice(0, count)) {
  console.log(
    `${seconds(row.total).padStart(8)} ${seconds(row.collect).padStart(7)} ${seconds(row.run).padStart(7)} ${String(row.tests).padStart(5)}  ${row.project.padEnd(9)} ${row.file}`,
  );
}

function seconds(milliseconds: number) {
  return (milliseconds / 1000).toFixed(1);
}

type PlaywrightSuite = {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** Playwright's JSON report: one row per spec file, its tests' durations added up. */
function playwrightRows(report: { suites: PlaywrightSuite[] }): Row[] {
  const byFile = new Map<string, Row>();
  const visit = (suite: PlaywrightSuite) => {
    const row = byFile.get(suite.file) ?? {
      project: 'e2e',
      file: path.join('tests/e2e', suite.file),
      collect: 0,
      run: 0,
      total: 0,
      tests: 0,
    };
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        row.tests += 1;
        for (const result of test.results) row.run += result.duration;
      }
    }
    row.total = row.run;
    byFile.set(suite.file, row);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile.values()];
}
