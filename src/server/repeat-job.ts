/**
 * A scheduled job of a plugin: `run` once `firstAfterMs` after boot, then `everyMs` after the
 * previous run ENDED (a chain of timeouts, not an interval): runs never overlap, however slow
 * one is, and the first tick runs once. The timer never keeps the process alive; the returned
 * function stops the chain (the plugin's onClose), also while a run is under way: that run
 * finishes, and no other starts.
 */
export function repeatJob(
  run: () => unknown,
  options: { firstAfterMs: number; everyMs: number },
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;
  const schedule = (afterMs: number) => {
    if (isStopped) return;
    timer = setTimeout(tick, afterMs);
    timer.unref();
  };
  async function tick() {
    timer = null;
    try {
      await run();
    } catch {
      // A job logs its own failures; the next run is scheduled all the same.
    }
    schedule(options.everyMs);
  }
  schedule(options.firstAfterMs);
  return () => {
    isStopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
