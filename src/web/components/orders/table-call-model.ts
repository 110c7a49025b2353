import type { CallChange } from '../../../domain/calls/call-rules';
import type { Call } from '../../../domain/calls/call-schema';

/**
 * The board's open calls after a change heard on the stream: a new call joins them (once, in
 * the order calls were made); an answered or closed one leaves.
 */
export function applyCallChange(
  calls: readonly Call[] | undefined,
  change: CallChange,
  call: Call,
): Call[] {
  const others = (calls ?? []).filter((candidate) => candidate.id !== call.id);
  if (change !== 'created' || call.status !== 'open') return others;
  return [...others, call].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** "20:41": when the table called. */
export const formatCallTime = (iso: string) => time.format(new Date(iso));
