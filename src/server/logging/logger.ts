/**
 * The one logger services take: Fastify's own (pino), or a child of it (`log.child({ feature:
 * 'orders' })`). Errors go in the object, `log.error({ err }, 'what failed')`, so pino
 * serialises their stack. Scripts and tests outside a Fastify app use `consoleLogger` or
 * `silentLogger`, which have the same shape.
 */
export type Logger = {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  child(bindings: Record<string, unknown>): Logger;
};

export type LogFn = {
  (object: object, message?: string): void;
  (message: string): void;
};

const ignore = () => {};

/** Says nothing (tests that read no logs, writers that only seed). */
export const silentLogger: Logger = {
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
  child: () => silentLogger,
};

/** Writes to the console (command-line tools run without Fastify); `quiet`: warnings and up. */
export function consoleLogger(prefix = '', options: { quiet?: boolean } = {}): Logger {
  const write =
    (print: (...args: unknown[]) => void): LogFn =>
    (first: object | string, message?: string) => {
      const text = typeof first === 'string' ? first : (message ?? '');
      const error = typeof first === 'object' && 'err' in first ? first.err : undefined;
      print(...[prefix, text, error].filter((part) => part !== '' && part !== undefined));
    };
  return {
    debug: ignore,
    info: options.quiet ? ignore : write(console.info),
    warn: write(console.warn),
    error: write(console.error),
    child: () => consoleLogger(prefix, options),
  };
}
