import { CALL_KINDS, CALL_STATUSES, type CallKind } from '../../domain/calls/call-rules';
import type { DinerCall } from '../../domain/calls/call-schema';
import type { CallStrings } from '../../domain/i18n/diner/call-strings';

/**
 * "Appeler un serveur" / "Demander l'addition" on the diner's phone (issue 24 §4): the table's
 * call as the server sends it, and what the phone that made it says about it. Pure functions,
 * unit-tested; no zod (this ends up in the tab script).
 */
export type { DinerCall };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A call from the network (a page never trusts it); null when it is not one. */
export function parseCall(value: unknown): DinerCall | null {
  const call = value as Partial<DinerCall> | null;
  if (!call || typeof call !== 'object' || typeof call.id !== 'string') return null;
  if (!isOneOf(CALL_KINDS, call.kind) || !isOneOf(CALL_STATUSES, call.status)) return null;
  if (typeof call.createdAt !== 'string') return null;
  if (!(call.acknowledgedAt === null || typeof call.acknowledgedAt === 'string')) return null;
  return call as DinerCall;
}

/** The call this phone made (or joined), kept for the visit: a reload still shows its answer. */
export type TrackedCall = { id: string; kind: CallKind };

export function parseTracked(value: unknown): TrackedCall | null {
  const tracked = value as Partial<TrackedCall> | null;
  if (!tracked || typeof tracked.id !== 'string' || !isOneOf(CALL_KINDS, tracked.kind)) {
    return null;
  }
  return { id: tracked.id, kind: tracked.kind };
}

export type CallNotice = {
  text: string;
  /** sent: waiting for staff; answered: "J'arrive"; closed: unanswered; problem: not sent. */
  tone: 'sending' | 'sent' | 'answered' | 'closed' | 'problem';
  /** Once the call is over, the diner puts the notice away. */
  canDismiss: boolean;
  /** The call is still waiting: its stream is worth following. */
  isLive: boolean;
};

/**
 * What the phone says of its call, from the table's latest call (`null`: none lately). Another
 * call than the tracked one means the tracked one is over (answered a while ago): nothing.
 */
export function noticeOf(
  tracked: TrackedCall,
  call: DinerCall | null,
  strings: CallStrings,
): CallNotice | null {
  if (!call || call.id !== tracked.id) return null;
  if (call.status === 'acknowledged') {
    return { text: strings.acknowledged, tone: 'answered', canDismiss: true, isLive: false };
  }
  if (call.status === 'expired') {
    return { text: strings.expired, tone: 'closed', canDismiss: true, isLive: false };
  }
  const text = call.kind === 'bill' ? strings.billSent : strings.waiterSent;
  return { text, tone: 'sent', canDismiss: false, isLive: true };
}
