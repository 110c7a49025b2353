import { percentile } from './deliveries';
import type { PhaseReport, RunOptions, RunReport } from './orders-run';

export type ScenarioResult = {
  kind: 'sqlite' | 'postgres';
  instanceCount: number;
  /** The p99 target of "POST accepted → event on the owner's stream", ms. */
  target: number;
  owners: number;
  options: RunOptions;
  report: RunReport;
  database: { orders: number; orderEvents: number };
  load: { before: number; after: number };
};

const ms = (value: number) => (Math.abs(value) < 10 ? value.toFixed(1) : value.toFixed(0));
const pct = (value: number) => `${value.toFixed(0)} %`;

const titleOf = (result: ScenarioResult) =>
  result.kind === 'sqlite'
    ? 'SQLite, one instance'
    : 'PostgreSQL, two instances (orders posted to A, streams on B)';

/** No event lost, duplicated or unexplained; no stream dropped; the database agrees. */
export function isClean(result: ScenarioResult): boolean {
  const { report, database } = result;
  return (
    report.books.missing === 0 &&
    report.books.duplicated === 0 &&
    report.books.unexpected === 0 &&
    report.droppedStreams.length === 0 &&
    database.orders === report.clientSideOrders &&
    database.orderEvents === report.clientSideEvents
  );
}

/**
 * "Write accepted → event on the stream": an event that beat the HTTP answer (the writing
 * instance delivers before it answers) counts as 0 — the kitchen was not waiting.
 */
function latencyOf(result: ScenarioResult, series: string) {
  const samples = result.report.books.latencies.get(series) ?? {
    fromAnswer: [],
    fromSend: [],
    fromStamp: [],
  };
  const clamped = samples.fromAnswer.map((value) => Math.max(0, value));
  const at = (q: number) => percentile(clamped, q);
  return {
    count: clamped.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    eventFirst: clamped.length
      ? samples.fromAnswer.filter((value) => value < 0).length / clamped.length
      : 0,
    p99FromSend: percentile(samples.fromSend, 0.99),
    p99FromStamp: percentile(samples.fromStamp, 0.99),
  };
}

const failuresOf = (phase: { tally: PhaseReport['tally'] }) =>
  [...phase.tally.failures].map(([failure, count]) => `${count} × ${failure}`);

export function formatRun(result: ScenarioResult): string {
  const { report, options, database } = result;
  const { books } = report;
  const latencyRows: string[] = [];
  const resourceRows: string[] = [];
  const latencyRow = (label: string, series: string, tally: PhaseReport['tally'], rate: number) => {
    const l = latencyOf(result, series);
    const trip = (q: number) => ms(percentile(tally.roundTrips, q));
    latencyRows.push(
      `| ${label} | ${rate.toFixed(0)} | ${trip(0.5)} / ${trip(0.99)} | ${l.count} | ${ms(l.p50)} | ${ms(l.p95)} | **${ms(l.p99)}** | ${ms(l.max)} | ${pct(l.eventFirst * 100)} | ${(l.p99 / result.target).toFixed(2)} | ${ms(l.p99FromSend)} | ${ms(l.p99FromStamp)} |`,
    );
  };
  for (const phase of report.phases) {
    const label =
      phase.name === 'steady'
        ? `steady: ${report.steadyRate} orders/s offered (open loop), ${options.seconds} s`
        : `${phase.name}: ${options.concurrency} diners in a closed loop, ${phase.wallSeconds.toFixed(0)} s`;
    if (phase.name !== 'warm-up') {
      latencyRow(
        label,
        `${phase.name}/owner`,
        phase.tally,
        phase.tally.accepted / phase.wallSeconds,
      );
    }
    resourceRows.push(
      `| ${label} | ${ms(phase.serverCpuMsPerWrite)} | ${phase.serverCpu.map((s) => `${s.name} ${pct(s.percent)}`).join(', ')} | ${pct(phase.clientCpu)} | ${ms(phase.eventLoopDelayMs.p99)} / ${ms(phase.eventLoopDelayMs.max)} |`,
    );
  }
  const moveRate = report.moves.accepted / options.seconds;
  latencyRow('status moves (steady) → diner streams', 'moves/diner', report.moves, moveRate);
  latencyRow('status moves (steady) → owner streams', 'moves/owner', report.moves, moveRate);
  const failures = [...report.phases, { name: 'moves', tally: report.moves }].flatMap((phase) =>
    failuresOf(phase).map((failure) => `${phase.name}: ${failure}`),
  );
  const check = (actual: number, expected: number) =>
    actual === expected ? `${actual} (client: ${expected}) ✓` : `${actual} ≠ client ${expected} ✗`;
  return `
### ${titleOf(result)}

${result.owners} Premium restaurants, ${options.ownerStreams} owner streams (${options.ownerStreams / result.owners} per owner), ${options.dinerStreams} diner streams; load average ${result.load.before.toFixed(1)} → ${result.load.after.toFixed(1)} (2 cores).
"→ event": from the client having the write's answer (201/200) to the event's bytes on the stream, 0 when the event came first; target p99 ≤ ${result.target} ms. "send → event": from sending the write. "stamp → event": from the server's timestamp of the change.

| Load | writes/s | write p50 / p99 ms | deliveries | → event p50 ms | p95 | p99 | max | event first | p99 / target | send → event p99 | stamp → event p99 |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${latencyRows.join('\n')}

| Phase | app CPU ms per write | app CPU (% of a core) | load generator CPU | its event-loop delay p99 / max ms |
| --- | ---: | --- | ---: | ---: |
${resourceRows.join('\n')}

- Deliveries: ${books.changes} status changes (orders placed and moved, warm-up included) → ${books.expected} expected deliveries to the streams following them; **${books.delivered} delivered, ${books.missing} missing, ${books.duplicated} duplicated, ${books.unexpected} unexpected**; streams dropped: ${report.droppedStreams.length}${report.droppedStreams.length ? ` (${[...new Set(report.droppedStreams)].join('; ')})` : ''}; all in ${ms(report.settleMs)} ms after the last write.
- Database: orders ${check(database.orders, report.clientSideOrders)}, order events ${check(database.orderEvents, report.clientSideEvents)}.
- Refused or failed writes: ${failures.length ? failures.join(', ') : 'none'}.
`;
}

export function formatSummary(results: ScenarioResult[]): string {
  const rows = results.map((result) => {
    const { report } = result;
    const steady = latencyOf(result, 'steady/owner');
    const peak = latencyOf(result, 'peak/owner');
    const peakPhase = report.phases.find((phase) => phase.name === 'peak');
    const peakRate = peakPhase ? peakPhase.tally.accepted / peakPhase.wallSeconds : 0;
    const verdict = (p99: number) =>
      `${ms(p99)} ms (${(p99 / result.target).toFixed(2)} × target${p99 <= result.target ? ', met' : ', NOT MET'})`;
    return `| ${titleOf(result)} | ${result.target} ms | ${report.steadyRate}/s: ${verdict(steady.p99)} | ${peakRate.toFixed(0)}/s: ${verdict(peak.p99)} | ${peakPhase ? ms(peakPhase.serverCpuMsPerWrite) : '?'} | ${isClean(result) ? 'none lost, none duplicated' : 'PROBLEM: see above'} | ${result.load.before.toFixed(1)} → ${result.load.after.toFixed(1)} |`;
  });
  return `
### Summary: "POST accepted → event on the owner's stream", p99

| Setup | target | steady load | peak (closed loop) | app CPU ms per order at peak | events | load average |
| --- | ---: | --- | --- | ---: | --- | --- |
${rows.join('\n')}
`;
}
