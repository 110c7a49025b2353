import { randomBytes } from 'node:crypto';
import { loadOnce } from '../load-once';

/**
 * The Stripe SDK, imported on first use (a checkout, a webhook, a local payment page): the
 * billing and table-payment gateways, and their local modes, share this one import.
 */
export const loadStripe = loadOnce(async () => (await import('stripe')).default);

/** Stripe signs a webhook with a timestamp; older than this, it is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The SDK's options for a Stripe client, pointed at `apiBase` (tests: the fake Stripe). */
export function stripeClientOptions(apiBase: string | undefined) {
  return {
    ...apiBaseOptions(apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Ardoise' },
  };
}

function apiBaseOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

/** An event as Stripe posts it: the exact bytes and their `Stripe-Signature` header. */
export type SignedEvent = { payload: Buffer; signature: string };

/**
 * A local mode's event, in Stripe's format and signed with the process's own secret, so that
 * it goes through exactly the webhook handling (signature included) of a real one. `account`:
 * a Connect event, about that connected account.
 */
export async function signLocalEvent(input: {
  type: string;
  object: Record<string, unknown>;
  secret: string;
  now: Date;
  account?: string;
}): Promise<SignedEvent> {
  const payload = JSON.stringify({
    id: localId('evt'),
    object: 'event',
    type: input.type,
    created: Math.floor(input.now.getTime() / 1000),
    livemode: false,
    ...(input.account && { account: input.account }),
    data: { object: input.object },
  });
  const { webhooks } = await loadStripe();
  const signature = webhooks.generateTestHeaderString({ payload, secret: input.secret });
  return { payload: Buffer.from(payload), signature };
}

/** An id of a local mode's object, shaped like Stripe's (`cs_local_…`). */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** A local mode's signing secret: known only to this process, nothing outside can sign. */
export const localWebhookSecret = () => `whsec_${randomBytes(24).toString('hex')}`;
