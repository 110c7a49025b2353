import { randomUUID } from 'node:crypto';
import { toOrderStreamEvent } from '../../domain/orders/order-events';
import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import { totalCentsOf } from '../../domain/orders/order-rules';
import type { Order, OrderLine } from '../../domain/orders/order-schema';
import type { Emit } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Actor } from '../owner-state/owner';
import type { OrderEventRecord } from './order-history-repository';
import type { NewOrderRecord, OrderRecord } from './order-repository';

/** An order of another owner, or none: the same 404 (existence does not leak). */
export const orderNotFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);

/**
 * Announces a row of an order's history, written in this transaction, to every instance: the
 * row goes with the announcement, so the live streams send it without reading it back.
 */
export const announceOrderEvent = (emit: Emit, row: OrderEventRecord) =>
  emit('order.changed', {
    ownerId: row.ownerId,
    orderId: row.orderId,
    orderEventId: row.id,
    event: toOrderStreamEvent(row),
  });

/** The Europe/Paris date of an instant: order numbers start again at 1 every day. */
export const serviceDayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);

/** An order as the API answers it: the storage's keys and flags left out or made optional. */
export const toOrder = ({
  ownerId: _o,
  clientRequestId: _c,
  serviceDay: _s,
  tabId: _t,
  takenById: _b,
  awaitsPayment,
  awaitsValidation,
  refusalReason,
  ...order
}: OrderRecord): Order => ({
  ...order,
  ...(awaitsPayment && { awaitingPayment: true }),
  ...(awaitsValidation && { awaitingValidation: true }),
  ...(refusalReason && { refusalReason }),
});

/**
 * A new order, pending, for its service day: what a diner's and a staff order share. Its
 * number comes with its insert (`orderRepository.insertNumbered`, under the owner's lock).
 */
export function newOrderRecord(input: {
  ownerId: string;
  clientRequestId: string;
  menu: { id: string; version: number };
  table: string | null;
  language: string;
  lines: OrderLine[];
  at: Date;
  tabId: string | null;
  awaitsPayment?: boolean;
  awaitsValidation?: boolean;
  /** Staff who took it (issue 24 §3); none for a diner's order. */
  takenBy?: Actor;
  note?: string;
}): NewOrderRecord {
  const createdAt = input.at.toISOString();
  const serviceDay = serviceDayOf(input.at);
  return {
    id: randomUUID(),
    ownerId: input.ownerId,
    clientRequestId: input.clientRequestId,
    serviceDay,
    status: 'pending',
    menuId: input.menu.id,
    menuVersion: input.menu.version,
    table: input.table,
    language: input.language,
    lines: input.lines,
    totalCents: totalCentsOf(input.lines),
    createdAt,
    updatedAt: createdAt,
    tabId: input.tabId,
    awaitsPayment: input.awaitsPayment ?? false,
    takenById: input.takenBy?.id ?? null,
    takenByName: input.takenBy?.name ?? null,
    note: input.note ?? null,
    awaitsValidation: input.awaitsValidation ?? false,
    refusalReason: null,
  };
}
