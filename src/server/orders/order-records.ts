import { ORDER_MESSAGES } from '../../domain/orders/order-messages';
import type { Order } from '../../domain/orders/order-schema';
import { AppError } from '../http/app-error';
import type { OrderRecord } from './order-repository';

/** An order of another owner, or none: the same 404 (existence does not leak). */
export const orderNotFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);

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
