import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The diner's proof of access to one order's status: an HMAC of the order id with the server
 * secret. Nothing to store, the same on every instance, and the same answer when a diner's
 * retry replays the order (idempotency returns the same token).
 */
export function createOrderTokens(secret: string) {
  const sign = (orderId: string) =>
    createHmac('sha256', secret).update(`order-status:${orderId}`).digest('base64url');
  return {
    sign,
    verify(orderId: string, token: string | undefined): boolean {
      if (!token) return false;
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type OrderTokens = ReturnType<typeof createOrderTokens>;
