import type { LogFn, Logger } from '../logging/logger';

/** A logger that keeps the messages it is given, for tests that read what was logged. */
export function recordingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const record: LogFn = (first: object | string, message?: string) => {
    lines.push(typeof first === 'string' ? first : (message ?? ''));
  };
  const log: Logger = {
    debug: record,
    info: record,
    warn: record,
    error: record,
    child: () => log,
  };
  return { log, lines };
}
