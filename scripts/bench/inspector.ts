// A server's memory as the streams benchmark reads it: RSS from /proc, and the V8 heap after a
// full garbage collection, asked over the inspector protocol (the server runs with
// `--inspect=127.0.0.1:<port>`; nothing is attached until the bench asks). Node's own
// WebSocket client: no dependency.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type Inspector = {
  /** Full GC, then the heap's used bytes. */
  heapUsedAfterGc(): Promise<number>;
  /** Writes a heap snapshot (open it in Chrome's DevTools, Memory tab). */
  writeHeapSnapshot(file: string): Promise<void>;
  /** A CPU profile of the next `ms` milliseconds (Chrome's `.cpuprofile` format). */
  cpuProfile(ms: number): Promise<CpuProfile>;
  /** Starts sampling (every `intervalUs` µs); `stopCpuProfile` ends it and returns the profile. */
  startCpuProfile(intervalUs?: number): Promise<void>;
  stopCpuProfile(): Promise<CpuProfile>;
  close(): void;
};

export async function connectInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector: no connection')), {
      once: true,
    });
  });
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let chunks: string[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      params?: { chunk?: string };
      result?: unknown;
      error?: { message: string };
    };
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') {
      chunks.push(message.params?.chunk ?? '');
      return;
    }
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error.message));
    else waiter?.resolve(message.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  async function startCpuProfile(intervalUs = 1000) {
    await call('Profiler.enable');
    await call('Profiler.setSamplingInterval', { interval: intervalUs });
    await call('Profiler.start');
  }
  async function stopCpuProfile() {
    const { profile } = (await call('Profiler.stop')) as { profile: CpuProfile };
    await call('Profiler.disable');
    return profile;
  }

  return {
    async heapUsedAfterGc() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const usage = (await call('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize;
    },
    async writeHeapSnapshot(file) {
      chunks = [];
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      writeFileSync(file, chunks.join(''));
      chunks = [];
    },
    async cpuProfile(ms) {
      await startCpuProfile();
      await new Promise((resolve) => setTimeout(resolve, ms));
      return stopCpuProfile();
    },
    startCpuProfile,
    stopCpuProfile,
    close: () => socket.close(),
  };
}

export type CpuProfile = {
  nodes: {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples?: number[];
};

/**
 * Where a profile's samples fell, by function (self time), largest first: `share` of all
 * samples, idle included ("(idle)": the event loop waiting).
 */
export function topFunctions(profile: CpuProfile, count: number) {
  const byName = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').slice(-2).join('/');
    const name = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
    byName.set(name, (byName.get(name) ?? 0) + hits);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, share: total === 0 ? 0 : hits / total }));
}

/** Resident memory of a process, bytes (Linux /proc; 0 elsewhere). */
export function rssBytes(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return 0;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}
