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

function latencyOf(result: ScenarioResult, series: string) {
  const samples = result.report.books.latencies.get(series) ?? { fromAnswer: [], fromSend: [] };
  const at = (q: number) => percentile(samples.fromAnswer, q);
  return {
    count: samples.fromAnswer.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    p99FromSend: percentile(samples.fromSend, 0.99),
  };
}

const failuresOf = (phase: { tally: PhaseReport['tally'] }) =>
  [...phase.tally.failures].map(([status, count]) => `${count} × ${status || 'no answer'}`);

export function formatRun(result: ScenarioResult): string {
  const { report, options, database } = result;
  const { books } = report;
  const rows: string[] = [];
  for (const phase of report.phases.filter((p) => p.name !== 'warm-up')) {
    const latency = latencyOf(result, `${phase.name}/owner`);
    const label =
      phase.name === 'steady'
        ? `steady: ${options.rate} orders/s offered, ${options.seconds} s`
        : `peak: ${options.concurrency} diners in a closed loop, ${options.seconds} s`;
    rows.push(
      `| ${label} | ${(phase.tally.accepted / phase.wallSeconds).toFixed(0)} | ${ms(percentile(phase.tally.roundTrips, 0.5))} / ${ms(percentile(phase.tally.roundTrips, 0.99))} | ${latency.count} | ${ms(latency.p50)} | ${ms(latency.p95)} | **${ms(latency.p99)}** | ${ms(latency.max)} | ${ms(latency.p99FromSend)} | ${(latency.p99 / result.target).toFixed(2)} | ${pct(phase.clientCpu)}, loop delay p99 ${ms(phase.eventLoopDelayMs.p99)} ms | ${phase.serverCpu.map((s) => `${s.name} ${pct(s.percent)}`).join(', ')} |`,
    );
  }
  for (const kind of ['diner', 'owner'] as const) {
    const latency = latencyOf(result, `moves/${kind}`);
    rows.push(
      `| status moves during steady → ${kind} stream | ${(report.moves.accepted / options.seconds).toFixed(0)} moves/s | ${ms(percentile(report.moves.roundTrips, 0.5))} / ${ms(percentile(report.moves.roundTrips, 0.99))} | ${latency.count} | ${ms(latency.p50)} | ${ms(latency.p95)} | ${ms(latency.p99)} | ${ms(latency.max)} | ${ms(latency.p99FromSend)} | ${(latency.p99 / result.target).toFixed(2)} | | |`,
    );
  }
  const failures = [...report.phases, { name: 'moves', tally: report.moves }].flatMap((phase) =>
    failuresOf(phase).map((failure) => `${phase.name}: ${failure}`),
  );
  const check = (actual: number, expected: number) =>
    actual === expected ? `${actual} (client: ${expected}) ✓` : `${actual} ≠ client ${expected} ✗`;
  return `
### ${titleOf(result)}

${result.owners} Premium restaurants, ${options.ownerStreams} owner streams (${options.ownerStreams / result.owners} per owner), ${options.dinerStreams} diner streams; load average ${result.load.before.toFixed(1)} → ${result.load.after.toFixed(1)} (2 cores).
Latency: from the client having the write's 201/200 to the event's bytes on the stream (negative when the event beat the answer); target p99 ≤ ${result.target} ms.

| Load | accepted/s | write p50 / p99 ms | deliveries timed | p50 ms | p95 ms | p99 ms | max ms | p99 from send | p99 / target | load generator CPU (1 core) | app CPU |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |
${rows.join('\n')}

- Deliveries: ${books.changes} status changes (orders placed and moved, warm-up included) → ${books.expected} expected deliveries to the streams following them; **${books.delivered} delivered, ${books.missing} missing, ${books.duplicated} duplicated, ${books.unexpected} unexpected**; streams dropped: ${report.droppedStreams.length}${report.droppedStreams.length ? ` (${[...new Set(report.droppedStreams)].join('; ')})` : ''}; all in ${ms(report.settleMs)} ms after the last write.
- Database: orders ${check(database.orders, report.clientSideOrders)}, order events ${check(database.orderEvents, report.clientSideEvents)}.
- Refused or failed writes: ${failures.length ? failures.join(', ') : 'none'}.
`;
}

export function formatSummary(results: ScenarioResult[]): string {
  const rows = results.map((result) => {
    const steady = latencyOf(result, 'steady/owner');
    const peak = latencyOf(result, 'peak/owner');
    const peakPhase = result.report.phases.find((phase) => phase.name === 'peak');
    const peakRate = peakPhase ? peakPhase.tally.accepted / peakPhase.wallSeconds : 0;
    const verdict = (p99: number) =>
      `${ms(p99)} ms (${(p99 / result.target).toFixed(2)} × target${p99 <= result.target ? ', met' : ', NOT MET'})`;
    return `| ${titleOf(result)} | ${result.target} ms | ${verdict(steady.p99)} | ${peakRate.toFixed(0)} | ${verdict(peak.p99)} | ${isClean(result) ? 'none lost, none duplicated' : 'PROBLEM: see above'} |`;
  });
  return `
### Summary: "POST accepted → event on the owner's stream", p99

| Setup | target | steady load | peak orders/s | at peak | events |
| --- | ---: | --- | ---: | --- | --- |
${rows.join('\n')}
`;
}
