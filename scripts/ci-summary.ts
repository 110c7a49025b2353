// Prints one "name: N passed, N failed" line per test report (Vitest or Playwright JSON) and a
// total, so CI ends with plain summary lines. Exits 1 when a suite failed or ran no test.
import { readFileSync } from 'node:fs';

type Counts = { passed: number; failed: number; skipped: number };

function countVitest(report: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}): Counts {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(report: {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}): Counts {
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped };
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let isBroken = false;
for (const argument of process.argv.slice(2)) {
  const [name, file] = argument.split('=');
  if (!name || !file) throw new Error(`expected name=file, got ${argument}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = 'stats' in report ? countPlaywright(report) : countVitest(report);
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  if (counts.failed > 0 || counts.passed === 0) isBroken = true;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
console.log(`total: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(isBroken ? 1 : 0);
