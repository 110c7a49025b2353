import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ColumnMapping, ParsedMenu } from '../../../domain/menu-import/import-result';
import { IMPORT_MESSAGES } from '../../../domain/menu-import/import-rules';
import { AppError } from '../../http/app-error';
import { PROJECT_ROOT } from '../../project-root';
import type { ChildMessage, ChildRequest, ReadSource } from './extract-child';
import type { ExtractedSource, ExtractInput, ExtractOptions } from './extract-source';
import { EXTRACT_MESSAGES, ISOLATION_LIMITS } from './limits';

/**
 * extractSource in a child process (issue 42 §1, docs/menu-import.md §1): the server's heap
 * and event loop never hold a file being decompressed, decoded or read by OCR. The child's V8
 * heap is capped by `--max-old-space-size`; its whole memory (libvips, PDF.js, Tesseract's
 * WebAssembly: none of it is V8 heap, so a worker thread's `resourceLimits` would not bound it)
 * is read from /proc every 100 ms and the child is killed past the cap; so is a child that
 * runs past the time limit. Each refusal is a French AppError the job shows.
 */
export type IsolationLimits = { timeoutMs: number; heapMb: number; rssMb: number };

/** From sources (tests, `npm run dev`) the child runs the TypeScript entry through tsx. */
const isSources = import.meta.url.endsWith('.ts');
const CHILD_ENTRY = isSources
  ? path.join(PROJECT_ROOT, 'src', 'server', 'imports', 'extract', 'extract-child.ts')
  : path.join(PROJECT_ROOT, 'dist', 'server', 'import-extract.js');

const PAGE_BYTES = 4096;

/**
 * The child runs at a low CPU priority, every thread of it (Tesseract's, libvips'): `nice`
 * starts it so, where the system has it. On two cores, an OCR must never delay /healthz or a
 * diner page: the server's process gets the CPU first.
 */
const NICE = '/usr/bin/nice';
const lowPriority = existsSync(NICE)
  ? { execPath: NICE, prefix: ['-n', '15', process.execPath] }
  : { execPath: process.execPath, prefix: [] };

/** The child's resident memory (Linux); null where /proc does not exist. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * PAGE_BYTES;
  } catch {
    return null;
  }
}

export type IsolatedStats = { peakRssBytes: number; ms: number };

export type IsolationOptions = ExtractOptions & {
  limits?: Partial<IsolationLimits>;
  /** What the child used (logs, tests). */
  onStats?: (stats: IsolatedStats) => void;
};

export function extractSourceIsolated(
  input: ExtractInput,
  options: IsolationOptions = {},
): Promise<ExtractedSource> {
  return runInChild<ExtractedSource>({ op: 'extract', ...input }, options);
}

/** A file read and parsed (or its rows mapped) in one child: the server parses nothing itself. */
export function readSourceIsolated(
  input: ExtractInput,
  options: IsolationOptions = {},
): Promise<ReadSource> {
  return runInChild<ReadSource>({ op: 'read', ...input }, options);
}

/**
 * The parser on a text (pasted: up to 200 000 characters, 0.5–1.2 s of CPU) in a child, off the
 * server's event loop.
 */
export function parseMenuTextIsolated(
  text: string,
  options: IsolationOptions = {},
): Promise<ParsedMenu> {
  return runInChild<ParsedMenu>({ op: 'parse', text }, options);
}

/** A spreadsheet's rows (2 000 × 30 cells: 0.6 s of CPU) → a draft, in a child. */
export function rowsToDraftIsolated(
  rows: string[][],
  mapping: ColumnMapping,
  options: IsolationOptions = {},
): Promise<ParsedMenu> {
  return runInChild<ParsedMenu>({ op: 'rows', rows, mapping }, options);
}

/**
 * The images a vision model is shown of a photo or a PDF (model-images.ts), made in the child
 * too: decoding a photo or rendering a page is the same native memory as reading them.
 */
export async function imagesForModelIsolated(
  bytes: Buffer,
  kind: 'photo' | 'pdf',
  options: IsolationOptions = {},
): Promise<Buffer[]> {
  const images = await runInChild<Uint8Array[]>({ op: 'model-images', bytes, kind }, options);
  return images.map((image) => Buffer.from(image.buffer, image.byteOffset, image.byteLength));
}

/**
 * Children at once in this process, whatever asks (the worker's two jobs, an owner's column
 * step): a burst of requests waits its turn instead of starting a process each.
 */
const MAX_CHILDREN = 3;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (running >= MAX_CHILDREN) {
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal?.reason);
      };
      waiting.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
    // The slot was handed over by the child that ended: `running` did not change.
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function runInChild<T>(request: ChildRequest, options: IsolationOptions): Promise<T> {
  return inTurn(() => startChild<T>(request, options), options.signal);
}

function startChild<T>(request: ChildRequest, options: IsolationOptions): Promise<T> {
  const limits = { ...ISOLATION_LIMITS, ...options.limits };
  const started = Date.now();
  const { signal } = options;
  signal?.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    let peakRssBytes = 0;
    let stderr = '';
    let settled = false;
    const child: ChildProcess = fork(CHILD_ENTRY, [], {
      cwd: PROJECT_ROOT,
      execPath: lowPriority.execPath,
      execArgv: [
        ...lowPriority.prefix,
        ...(isSources ? ['--import', 'tsx'] : []),
        `--max-old-space-size=${limits.heapMb}`,
        '--max-semi-space-size=2',
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const finish = (outcome: { result: T } | { error: unknown }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      options.onStats?.({ peakRssBytes, ms: Date.now() - started });
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const refuse = (message: string, internal: string) =>
      finish({ error: new AppError('VALIDATION', message, 'file', internal) });
    const timer = setTimeout(
      () => refuse(EXTRACT_MESSAGES.readTimeout, `killed after ${limits.timeoutMs} ms`),
      limits.timeoutMs,
    );
    let isReading = false;
    const watch = setInterval(async () => {
      if (isReading || !child.pid) return;
      isReading = true;
      const rss = await residentBytes(child.pid);
      isReading = false;
      if (rss === null) return;
      peakRssBytes = Math.max(peakRssBytes, rss);
      if (rss > limits.rssMb * 1024 * 1024) {
        refuse(EXTRACT_MESSAGES.readOutOfMemory, `killed at ${Math.round(rss / 2 ** 20)} MB`);
      }
    }, 100);
    const onAbort = () => finish({ error: signal?.reason });
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.share);
      else if (message.type === 'done') finish({ result: message.result as T });
      else if (message.error.code) {
        const { code, message: text, details, internal } = message.error;
        finish({ error: new AppError(code, text, details ?? {}, internal) });
      } else {
        finish({
          error: new AppError('INTERNAL', IMPORT_MESSAGES.failed, {}, message.error.message),
        });
      }
    });
    child.on('error', (error) => finish({ error }));
    // 'close' (not 'exit'): stderr has been read to its end by then.
    child.on('close', (code, exitSignal) => {
      if (settled) return;
      // V8 out of heap aborts the process with this line on stderr.
      if (/heap out of memory|Allocation failed/u.test(stderr)) {
        refuse(EXTRACT_MESSAGES.readOutOfMemory, `heap past ${limits.heapMb} MB`);
        return;
      }
      finish({
        error: new AppError(
          'INTERNAL',
          IMPORT_MESSAGES.failed,
          {},
          `extract child exited (${code ?? exitSignal}): ${stderr}`,
        ),
      });
    });
    child.send(request);
  });
}
