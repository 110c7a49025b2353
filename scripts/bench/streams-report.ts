// The printed report of `npm run bench:streams`: measured figures against issue 27 §5's
// targets, PASS/FAIL per target.
import { percentile } from './deliveries';
import type { LoopDelay } from './measure';
import type { StreamsOptions, StreamsReport } from './streams-run';

export type StreamsResult = {
  kind: 'sqlite' | 'postgres';
  instanceCount: number;
  options: StreamsOptions;
  report: StreamsReport;
  load: { before: number; after: number };
};

export type Verdict = { name: string; target: string; measured: string; pass: boolean };

const KB = 1024;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Bytes per stream between two memory steps, the worst instance's (streams spread evenly). */
export function perStream(result: StreamsResult, step: string, measure: 'rss' | 'heap') {
  const steps = result.report.memory;
  const index = steps.findIndex((one) => one.name === step);
  const after = steps[index];
  const before = steps[index - 1];
  if (!after || !before || after.streams === 0) return 0;
  const share = after.streams / result.instanceCount;
  return Math.max(...after[measure].map((bytes, i) => (bytes - (before[measure][i] ?? 0)) / share));
}

export function verdicts(result: StreamsResult): Verdict[] {
  const { report, options } = result;
  const perDiner = perStream(result, 'diner streams', 'rss');
  const fanoutP99 = percentile(report.fanout.samples, 0.99);
  const boardP99 = percentile(report.board, 0.99);
  const apiP99 = percentile(report.api, 0.99);
  const errors =
    report.openFailures.length +
    report.apiFailures +
    report.moveFailures +
    report.missingOrderEvents +
    report.dropped +
    (report.fanout.expected - report.fanout.received);
  return [
    {
      name: 'memory per idle diner stream (RSS)',
      target: '≤ 12 KB',
      measured: kb(perDiner),
      pass: perDiner <= 12 * KB,
    },
    {
      name: `"Épuisé" to ${options.hot} streams of one menu, p99`,
      target: '≤ 500 ms',
      measured: ms(fanoutP99),
      pass: fanoutP99 <= 500 && report.fanout.samples.length > 0,
    },
    {
      name: 'order → board, p99 (under the fan-outs)',
      target: '< 50 ms',
      measured: ms(boardP99),
      pass: boardP99 < 50 && report.board.length > 0,
    },
    {
      name: 'owner API, p99 (under the fan-outs)',
      target: '< 50 ms',
      measured: ms(apiP99),
      pass: apiP99 < 50 && report.api.length > 0,
    },
    {
      name: 'refused, dropped or missing (streams, events, requests)',
      target: '0',
      measured: String(errors),
      pass: errors === 0,
    },
  ];
}

export function formatStreams(result: StreamsResult): string {
  const { report, options, kind, instanceCount } = result;
  const lines: string[] = [];
  const add = (line = '') => lines.push(line);
  add();
  add(
    `== ${kind}, ${instanceCount} instance${instanceCount > 1 ? 's' : ''}: ${options.streams} diner streams + ${options.boards} boards (spread evenly over the instances) ==`,
  );
  add(
    `load average (1 min): ${result.load.before.toFixed(2)} before, ${result.load.after.toFixed(2)} after`,
  );
  add('memory (after a full GC; RSS / V8 heap used, per instance):');
  for (const step of report.memory) {
    const rss = step.rss.map(kb).join(' | ');
    const heap = step.heap.map(kb).join(' | ');
    add(
      `  ${step.name.padEnd(22)} ${String(step.streams).padStart(6)} streams  RSS ${rss}  heap ${heap}`,
    );
  }
  const labels: [string, string][] = [
    ['half the diner streams', 'per diner stream, first half (from the baseline)'],
    ['diner streams', 'per diner stream, second half (one more stream: the target)'],
    ['boards', 'per board'],
  ];
  for (const [step, label] of labels) {
    add(
      `  ${label}: RSS ${kb(perStream(result, step, 'rss'))}, heap ${kb(perStream(result, step, 'heap'))}`,
    );
  }
  const series = (name: string, samples: number[]) =>
    add(
      `  ${name.padEnd(38)} p50 ${ms(percentile(samples, 0.5)).padStart(9)}  p99 ${ms(percentile(samples, 0.99)).padStart(9)}  max ${ms(percentile(samples, 1)).padStart(9)}  (${samples.length} samples)`,
    );
  add(
    `under load (${options.rounds} rounds, one "Épuisé" change a second, ${options.apiRate} API requests/s):`,
  );
  series(`"Épuisé" → ${options.hot} streams (from send)`, report.fanout.samples);
  series('  its request answered', report.fanout.answerMs);
  series('order status → its diner (from send)', report.diner);
  series('order status → boards (from send)', report.board);
  series('  the move answered', report.moveAnswer);
  series('owner API (GET /orders, /orders/counts)', report.api);
  add(
    `the same moves and probes before, with no "Épuisé" change (${options.rounds} rounds, reference):`,
  );
  series('order status → its diner (from send)', report.reference.diner);
  series('order status → boards (from send)', report.reference.board);
  series('  the move answered', report.reference.moveAnswer);
  series('owner API (GET /orders, /orders/counts)', report.reference.api);
  add(
    `  "Épuisé" frames: ${report.fanout.received} of ${report.fanout.expected} (per round: ${report.fanout.perRound.join(', ')}); order events missing: ${report.missingOrderEvents}; refused moves: ${report.moveFailures}; API failures: ${report.apiFailures}`,
  );
  const worst = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');
  add(`  slowest frame of each round, ms: "Épuisé" ${worst(report.fanout.worstPerRound)}`);
  add(`                                  boards  ${worst(report.boardWorstPerRound)}`);
  for (const reason of report.apiFailureReasons.slice(0, 5)) add(`    API failure: ${reason}`);
  add(
    `  streams refused at opening: ${report.openFailures.length}${report.openFailures[0] ? ` (${report.openFailures[0]})` : ''}; dropped by the server: ${report.dropped}${report.droppedReasons[0] ? ` (${report.droppedReasons[0]})` : ''}`,
  );
  add(
    `  CPU: ${report.serverCpu.map((one) => `${one.name} ${one.percent.toFixed(0)} %`).join(', ')} of a core; load generators ${report.clientCpuPercent.toFixed(0)} %${report.clientCpuPercent > 85 ? ' (near a full core: the client may be what is measured)' : ''}`,
  );
  const delays = (list: LoopDelay[]) =>
    list.map((one) => `${one.p99.toFixed(0)} / ${one.max.toFixed(0)}`).join(', ');
  const loops = (label: string, list: LoopDelay[]) => `${label} ${delays(list)}`;
  const { loopDelay } = report;
  add(
    `  load generators' event-loop delay over the rounds (5 ms timer), p99 / max ms: ${loops('bench', [loopDelay.bench])}; ${loops('boards and orders', loopDelay.clients)}; ${loops('hot menu', loopDelay.hotClients)}`,
  );
  add(
    `  the instances' own event-loop delay over the rounds (10 ms timer), p99 / max ms: ${report.serverLoopDelay.map((one) => loops(one.name, [one])).join(', ')}`,
  );
  add();
  add(`${'target'.padEnd(58)} ${'goal'.padEnd(9)} ${'measured'.padEnd(10)} verdict`);
  for (const verdict of verdicts(result)) {
    add(
      `${verdict.name.padEnd(58)} ${verdict.target.padEnd(9)} ${verdict.measured.padEnd(10)} ${verdict.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  return lines.join('\n');
}
