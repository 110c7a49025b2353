import { z } from 'zod';

/**
 * The path, query and header shapes the API's routes share (the bodies and answers are in each
 * area's schema file). An id in a path is checked before any query (issue 21 §6): never empty,
 * never longer than an id we hand out.
 */
const id = (max = 64) => z.string().min(1).max(max);

/** `/menus/{id}/…`, `/images/{id}`, `/menus/{id}/translations`. */
export const IdParamsSchema = z.object({ id: id() });
/** `/menus/{id}/availability/{itemId}`. */
export const DishParamsSchema = IdParamsSchema.extend({ itemId: id() });
/** `/menus/{id}/promotions/{promotionId}`. */
export const PromotionParamsSchema = IdParamsSchema.extend({ promotionId: id() });
/** `/orders/{id}` and the diner's `/public/orders/{id}`: order ids are UUIDs, 100 leaves room. */
export const OrderIdParamsSchema = z.object({ id: id(100) });
/** A menu save's optimistic version (`If-Match: "<version>"`). */
export const IfMatchHeadersSchema = z.object({ 'if-match': z.string().optional() });
