import { type CallKind, DINER_CALL_EVENT } from '../../../domain/calls/call-rules';
import { type DinerCall, parseCall } from '../../model/table-call';
import { followStream } from '../event-stream';

/** The routes of issue 24 §4's contract, for one table's code. */
const callsUrl = (tableToken: string) =>
  `/api/v1/public/tables/${encodeURIComponent(tableToken)}/calls`;

export type CallResult =
  | { ok: true; call: DinerCall }
  | { ok: false; error: 'network' | 'tooMany' | 'failed'; message?: string };

/**
 * Calls a waiter or asks for the bill. Safe to send again after a lost answer: while the
 * table's call is open, the server answers with it instead of making another.
 */
export async function placeCall(
  tableToken: string,
  kind: CallKind,
  lang: string,
): Promise<CallResult> {
  let response: Response;
  try {
    response = await fetch(`${callsUrl(tableToken)}?lang=${encodeURIComponent(lang)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ kind }),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: unknown };
  } | null;
  const call = response.ok ? parseCall(body) : null;
  if (call) return { ok: true, call };
  // Accepted but unreadable, or a gateway between us down: asking again is safe.
  if (response.ok || response.status === 502 || response.status === 504) {
    return { ok: false, error: 'network' };
  }
  if (response.status === 429) {
    const message = body?.error?.message;
    return { ok: false, error: 'tooMany', message: typeof message === 'string' ? message : '' };
  }
  return { ok: false, error: 'failed' };
}

/**
 * The table's call, live on the page's one stream (the latest, or null, at each change).
 * Returns what stops it.
 */
export function followCall(onCall: (call: DinerCall | null) => void): () => void {
  const parse = (data: unknown): { call: DinerCall | null } | null => {
    const value = (data as { call?: unknown } | null)?.call;
    if (value === null) return { call: null };
    const call = parseCall(value);
    return call ? { call } : null;
  };
  return followStream(DINER_CALL_EVENT, parse, (state) => onCall(state.call));
}
