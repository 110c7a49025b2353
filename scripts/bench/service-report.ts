// The printed report of `npm run bench:service`: the figures issue 27 §6 asks for, the
// errors (goal 0), CPU and memory per process, and what limits first.
import { availableParallelism } from 'node:os';
import { percentile } from './deliveries';
import { canPin } from './measure';
import { type Series, SOLD_OUT_REFUSAL } from './service-load';
import type { ServiceOptions, ServiceReport } from './service-run';

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const failures = (series: Series) =>
  [...series.failures]
    .filter(([what]) => !what.startsWith(SOLD_OUT_REFUSAL))
    .reduce((sum, [, count]) => sum + count, 0);

export function errorCount(report: ServiceReport) {
  return (
    failures(report.page) +
    failures(report.languageSwitch) +
    failures(report.order) +
    failures(report.moves) +
    failures(report.edits) +
    report.streamFailures.length +
    report.dropped
  );
}

export function formatService(input: {
  report: ServiceReport;
  options: ServiceOptions;
  restaurants: number;
  tables: number;
  proxyConfig: string;
  load: { before: number; after: number };
}): string {
  const { report, options } = input;
  const lines: string[] = [];
  const add = (line = '') => lines.push(line);
  const row = (name: string, samples: number[], note = '') =>
    add(
      `  ${name.padEnd(34)} p50 ${ms(percentile(samples, 0.5))}  p99 ${ms(percentile(samples, 0.99))}  (${samples.length})${note}`,
    );
  add();
  add(
    `== ${input.restaurants} restaurants × ${input.tables} tables, 2 instances + PostgreSQL behind nginx (${input.proxyConfig}), ${report.wallSeconds.toFixed(0)} s ==`,
  );
  add(
    `load average (1 min): ${input.load.before.toFixed(2)} before, ${input.load.after.toFixed(2)} after; the machine's cores ${report.machineCpuPercent.toFixed(0)} % busy (all users)`,
  );
  add(
    `orders placed: ${report.ordersPlaced} (${(report.ordersPlaced / report.wallSeconds).toFixed(1)}/s); streams opened: ${report.streamsOpened}`,
  );
  row('diner page (menu, through nginx)', report.page.samples);
  row('language switch (page in English)', report.languageSwitch.samples);
  row("order's acceptance (POST → 201)", report.order.samples);
  row('order → board', report.orderToBoard);
  row('status → pill', report.statusToPill);
  row('kitchen moves (POST status)', report.moves.samples);
  row('menu edits and "Épuisé" marks', report.edits.samples);
  const errors = errorCount(report);
  add(`errors: ${errors} (goal 0)${errors > 0 ? ':' : ''}`);
  for (const [name, series] of [
    ['page', report.page],
    ['language', report.languageSwitch],
    ['order', report.order],
    ['kitchen', report.moves],
    ['editor', report.edits],
  ] as const) {
    for (const [what, count] of series.failures) add(`  ${name}: ${what} × ${count}`);
  }
  if (report.streamFailures.length > 0) {
    add(`  streams refused: ${report.streamFailures.length} (${report.streamFailures[0]})`);
  }
  if (report.dropped > 0) add(`  streams dropped by the servers or the proxy: ${report.dropped}`);
  add('CPU (share of one core over the run) and memory:');
  for (const usage of report.usage) {
    const memory = usage.rssMax > 0 ? `, RSS ${mb(usage.rssEnd)} (max ${mb(usage.rssMax)})` : '';
    add(`  ${usage.name.padEnd(22)} ${usage.cpuPercent.toFixed(0).padStart(4)} %${memory}`);
  }
  add(limits(report, options));
  return lines.join('\n');
}

/** What runs out first: the app instances' core, the load generator's, or the database. */
function limits(report: ServiceReport, options: ServiceOptions) {
  const apps = report.usage.filter((usage) => usage.name.startsWith('instance'));
  const appCpu = apps.reduce((sum, usage) => sum + usage.cpuPercent, 0);
  const bench = report.usage.filter((usage) => !usage.name.startsWith('instance'));
  const benchCpu = bench.reduce((sum, usage) => sum + usage.cpuPercent, 0);
  const rest = Math.max(0, report.machineCpuPercent * availableParallelism() - appCpu - benchCpu);
  const peak = report.appPeakCpuPercent;
  const parts = [
    canPin
      ? `the app instances share core 0: ${appCpu.toFixed(0)} % of it busy over the run, ${peak.toFixed(0)} % in its busiest 5 s`
      : `the app instances use ${appCpu.toFixed(0)} % of a core (${peak.toFixed(0)} % in the busiest 5 s)`,
    `proxy + load generators ${benchCpu.toFixed(0)} % (core 1)`,
    `everything else (PostgreSQL, other users) ~${rest.toFixed(0)} %`,
  ];
  // Judged on the busiest stretch: a core full for a minute is full, whatever the average.
  const headroom = peak > 0 ? 100 / peak : Number.POSITIVE_INFINITY;
  const verdict =
    peak >= 90
      ? `The app core was full in the busiest seconds (${peak.toFixed(0)} %): it is what limits first, at this pace (seating over --seating, a round every ~${options.roundSeconds} s per table).`
      : `At this pace (a round every ~${options.roundSeconds} s per table) the app core would be full at about ${headroom.toFixed(1)}× the load of its busiest seconds.`;
  return `what limits first: ${parts.join('; ')}.\n  ${verdict}${benchCpu > 85 ? ' The load generators are near a full core: the client may be the limit.' : ''}`;
}
