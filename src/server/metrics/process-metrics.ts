import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (memory, CPU, event-loop delay, garbage collection, handles), from
 * prom-client's default collectors. One registry per process, not per app: they describe the
 * process, and each call of `collectDefaultMetrics` starts an event-loop monitor and a GC
 * observer that live as long as the process (tests build many apps in one process). Not
 * prom-client's global registry either, so a library registering there adds nothing here.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
