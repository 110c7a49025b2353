/**
 * Table calls (issue 24 §4): a diner at a table asks for a waiter or for the bill, the board
 * rings, someone answers "J'arrive". Pure rules: the diner's script imports them (no zod).
 */
export const CALL_KINDS = ['waiter', 'bill'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** open: waiting on the board; acknowledged: "J'arrive"; expired: left unanswered too long. */
export const CALL_STATUSES = ['open', 'acknowledged', 'expired'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/**
 * The owner's live stream (`GET /api/v1/orders/events`) carries these, without an `id:` (the
 * stream's ids are the orders' replay positions): a board that (re)connects reads the open
 * calls with `GET /api/v1/calls` instead.
 */
export const CALL_EVENTS = {
  created: 'call.created',
  acknowledged: 'call.acknowledged',
  expired: 'call.expired',
} as const;
export type CallChange = keyof typeof CALL_EVENTS;

/** The diner's stream of the table's call (`…/tables/{token}/calls/events`): `event: call`. */
export const DINER_CALL_EVENT = 'call';

/**
 * An unanswered call closes by itself after this long: the board stops ringing for a table
 * that was surely seen to meanwhile, and the table may call again.
 */
export const CALL_OPEN_MINUTES = 15;

/** How long the table's phones are still told of a call once answered (or closed unanswered). */
export const CALL_ANSWER_SHOWN_MINUTES = 5;

/**
 * How many calls may be made (docs/table-calls.md): per table, CALLS_PER_TABLE new calls in
 * TABLE_WINDOW_MINUTES (a tap while one is open answers it and is not counted); per
 * restaurant, CALLS_PER_RESTAURANT new calls a minute, all tables together.
 */
export const CALL_LIMITS = {
  perTable: 5,
  tableWindowMinutes: 10,
  perRestaurant: 20,
  restaurantWindowMinutes: 1,
} as const;
