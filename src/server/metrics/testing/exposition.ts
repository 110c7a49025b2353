import type { TestApp } from '../../testing/test-app';

/** One sample of Prometheus's text exposition format. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\.)*"';
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (\\S+)$`);
const HELP_LINE = new RegExp(`^# HELP ${NAME} .*$`);
const TYPE_LINE = new RegExp(`^# TYPE ${NAME} (counter|gauge|histogram|summary|untyped)$`);
/** Go's ParseFloat, which Prometheus uses: Inf and NaN in any case (prom-client writes `Nan`). */
const VALUE = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]?inf|nan)$/i;

/** Parses the text format (version 0.0.4); throws on the first line that does not fit it. */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!HELP_LINE.test(line) && !TYPE_LINE.test(line)) throw new Error(`bad line: ${line}`);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    if (!match || !VALUE.test(match[3] ?? '')) throw new Error(`bad sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = (value as string).replace(/\\(.)/g, (_all, c) =>
        c === 'n' ? '\n' : c,
      );
    }
    const raw = match[3] as string;
    const value = /inf/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw);
    samples.push({ name: match[1] as string, labels, value });
  }
  return samples;
}

/** The samples of `name` whose labels include `labels`, summed; undefined when none. */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.length === 0 ? undefined : found.reduce((sum, sample) => sum + sample.value, 0);
}

/** GET /metrics from loopback, parsed. */
export async function scrape(testApp: TestApp): Promise<Sample[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return parseExposition(response.body);
}
