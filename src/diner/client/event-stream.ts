/** How long a refused stream (an HTTP error: EventSource gives up) waits before trying again. */
const REOPEN_MS = 5000;

/**
 * Follows a public stream whose every `event` message carries the whole state (a tab, a
 * table's call), so a reconnect has nothing to replay. EventSource reconnects by itself after a
 * network error; after an HTTP error it stops, and this opens it again a little later. A
 * message `parse` refuses is skipped (the next one carries the whole state again). Returns
 * what stops following it.
 */
export function followStream<T>(
  url: string,
  event: string,
  parse: (data: unknown) => T | null,
  onState: (state: T) => void,
): () => void {
  if (typeof EventSource !== 'function') return () => {};
  let source: EventSource | null = null;
  let timer: number | undefined;
  const open = () => {
    const current = new EventSource(url);
    current.addEventListener(event, (message) => {
      let state: T | null = null;
      try {
        state = parse(JSON.parse((message as MessageEvent<string>).data));
      } catch {
        // Skipped, as an unreadable one.
      }
      if (state !== null) onState(state);
    });
    current.addEventListener('error', () => {
      if (current.readyState !== EventSource.CLOSED) return;
      timer = window.setTimeout(open, REOPEN_MS);
    });
    source = current;
  };
  open();
  return () => {
    window.clearTimeout(timer);
    source?.close();
    source = null;
  };
}
