import type { Call, CallList } from '../../domain/calls/call-schema';
import type { Order, Ordering } from '../../domain/orders/order-schema';
import type { RefusalReason } from '../../domain/orders/staff-order-rules';
import type {
  ChangeOrderLinesInput,
  OrderPad,
  StaffOrderInput,
} from '../../domain/orders/staff-order-schema';
import type { OwnerTab, RefundResult } from '../../domain/payments/tab-schema';
import { request } from './http';

/**
 * The board's staff actions (issue 24 §3–4), its tabs and refunds: apart from api.ts, loaded by
 * the orders board only,
 * not by every screen.
 */
export const boardApi = {
  /** "Validation par le personnel" (issue 24 §3). */
  setStaffValidation: (staffValidation: boolean) =>
    request<Ordering>('PUT', '/api/v1/ordering', { body: { staffValidation } }),

  /** Staff orders (issue 24 §3): the served menu to take one from, and the staff's actions. */
  orderPad: () => request<OrderPad>('GET', '/api/v1/orders/menu'),
  /** Idempotent by `clientRequestId`: a double tap answers the same order. */
  takeOrder: (body: StaffOrderInput) => request<Order>('POST', '/api/v1/orders', { body }),
  changeOrderLines: (id: string, body: ChangeOrderLinesInput) =>
    request<Order>('PUT', `/api/v1/orders/${encodeURIComponent(id)}/lines`, { body }),
  acceptOrder: (id: string) =>
    request<Order>('POST', `/api/v1/orders/${encodeURIComponent(id)}/accept`),
  refuseOrder: (id: string, reason: RefusalReason) =>
    request<Order>('POST', `/api/v1/orders/${encodeURIComponent(id)}/refuse`, {
      body: { reason },
    }),

  /** The open table calls; "J'arrive" answers one (409 once it closed unanswered). */
  openCalls: () => request<CallList>('GET', '/api/v1/calls'),
  acknowledgeCall: (id: string) =>
    request<Call>('POST', `/api/v1/calls/${encodeURIComponent(id)}/acknowledge`),
  openTabs: (status: 'open' | 'closed' = 'open') =>
    request<{ tabs: OwnerTab[] }>('GET', `/api/v1/tabs?status=${status}`),
  /** "Réglé en caisse": the rest was paid at the till with `method`. */
  closeTab: (id: string, method: string) =>
    request<OwnerTab>('POST', `/api/v1/tabs/${encodeURIComponent(id)}/close`, {
      body: { method },
    }),
  /** Staff cancel a payment in progress (a diner walked away from Checkout). */
  cancelPayment: (id: string) =>
    request<{ id: string; status: 'cancelled' }>(
      'POST',
      `/api/v1/payments/${encodeURIComponent(id)}/cancel`,
    ),
  refundPayment: (id: string, amountCents: number, reason: string) =>
    request<RefundResult>('POST', `/api/v1/payments/${encodeURIComponent(id)}/refund`, {
      body: { amountCents, reason },
    }),
};
