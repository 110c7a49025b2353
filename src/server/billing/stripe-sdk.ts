import { loadOnce } from '../load-once';

/**
 * The Stripe SDK, imported on first use (a checkout, a webhook, the local billing pages): the
 * Stripe gateway and the local billing mode share this one import.
 */
export const loadStripe = loadOnce(async () => (await import('stripe')).default);
