/**
 * A scheduled job of a plugin: `run` once `firstAfterMs` after boot, then every `everyMs`.
 * The timers never keep the process alive; the returned function stops them (the plugin's
 * onClose).
 */
export function repeatJob(
  run: () => unknown,
  options: { firstAfterMs: number; everyMs: number },
): () => void {
  const first = setTimeout(run, options.firstAfterMs);
  const timer = setInterval(run, options.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
