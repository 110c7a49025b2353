import { livePage } from './live-page';

/**
 * Follows one whole-state part of the page's one live stream (live-page.ts): a tab, a table's
 * call. Every message carries the whole state, so a reconnect has nothing to replay; a message
 * `parse` refuses is skipped (the next one carries the whole state again). Returns what stops
 * following it (the stream itself stays: the page's other parts use it).
 */
export function followStream<T>(
  event: string,
  parse: (data: unknown) => T | null,
  onState: (state: T) => void,
): () => void {
  const live = livePage();
  if (!live) return () => {};
  return live.on(event, (data) => {
    const state = parse(data);
    if (state !== null) onState(state);
  });
}
