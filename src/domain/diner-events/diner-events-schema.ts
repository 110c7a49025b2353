import { z } from 'zod';
import { DinerLanguageQuerySchema } from '../payments/tab-schema';
import { DINER_EVENTS_MESSAGES } from './diner-events-messages';
import { MAX_PAGE_ORDERS, type PageOrder, parsePageOrders } from './diner-events-rules';

/** `orders=<id>.<token>[.<since>],…` → the orders, at most MAX_PAGE_ORDERS. */
const PageOrdersSchema = z
  .string()
  .max(MAX_PAGE_ORDERS * 240, DINER_EVENTS_MESSAGES.tooManyOrders)
  .default('')
  .transform((value, context): PageOrder[] => {
    const orders = parsePageOrders(value);
    if (!orders) {
      context.addIssue({ code: 'custom', message: DINER_EVENTS_MESSAGES.ordersInvalid });
      return z.NEVER;
    }
    if (orders.length > MAX_PAGE_ORDERS) {
      context.addIssue({ code: 'custom', message: DINER_EVENTS_MESSAGES.tooManyOrders });
      return z.NEVER;
    }
    return orders;
  });

/** `GET /api/v1/public/menus/{id}/events`: the orders this page placed. */
export const MenuPageEventsQuerySchema = z.object({
  orders: PageOrdersSchema,
  lastEventId: z.string().max(20).optional(),
});

/**
 * `GET /api/v1/public/tables/{tableToken}/events`: the menu the page shows (its "Épuisé"
 * marks), the page's language (the tab's), and its orders.
 */
export const TablePageEventsQuerySchema = MenuPageEventsQuerySchema.extend({
  menu: z.string().min(1).max(64),
}).extend(DinerLanguageQuerySchema.shape);
