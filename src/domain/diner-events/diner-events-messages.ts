import { MAX_PAGE_ORDERS } from './diner-events-rules';

/** French copy of the diner page's stream refusals. */
export const DINER_EVENTS_MESSAGES = {
  ordersInvalid: 'La liste des commandes suivies est illisible.',
  tooManyOrders: `Une page suit ${MAX_PAGE_ORDERS} commandes au plus.`,
} as const;
