/** The SSE event name of a tab's stream: its data is the whole tab (or the owner's open tabs). */
export const TAB_STREAM_EVENT = 'tab';

/**
 * What a tab says it holds (issue 41 §3): the bill, what was paid online (without tips), what
 * was refunded of it, what staff settled at the till ("Réglé en caisse"), and what remains.
 * A closed tab owes nothing: what its payments left was settled at the till when staff closed
 * it (the journal's tab closure), so it shows 0 remaining, never the rest it had before.
 */
export function tabFigures(input: {
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  isClosed: boolean;
}) {
  const rest = Math.max(0, input.totalCents - input.paidCents);
  return {
    totalCents: input.totalCents,
    paidCents: input.paidCents,
    refundedCents: input.refundedCents,
    settledCents: input.isClosed ? rest : 0,
    remainingCents: input.isClosed ? 0 : input.totalCents - input.paidCents,
  };
}
