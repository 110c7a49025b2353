import type { Split } from '../../../domain/payments/split-rules';
import { TAB_STREAM_EVENT } from '../../../domain/payments/tab-rules';
import { type DinerTab, parseTab } from '../../model/tab';
import { followStream } from '../event-stream';

/** The routes of issue 23's contract, for one table's code. */
const tabUrl = (tableToken: string, lang: string) =>
  `/api/v1/public/tables/${encodeURIComponent(tableToken)}/tab?lang=${encodeURIComponent(lang)}`;

/** The table's tab now; null when it cannot be read (offline, code no longer valid…). */
export async function fetchTab(tableToken: string, lang: string): Promise<DinerTab | null> {
  try {
    const response = await fetch(tabUrl(tableToken, lang), {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    return response.ok ? parseTab(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * The tab, live, on the page's one stream (live-page.ts): the server sends the whole tab on
 * connect and at each change (an order, a payment). Returns what stops following it.
 */
export function followTab(onTab: (tab: DinerTab) => void): () => void {
  return followStream(TAB_STREAM_EVENT, parseTab, onTab);
}

export type PaymentError =
  | 'network'
  | 'conflict'
  | 'unavailable'
  | 'invalidEmail'
  | 'tipTooHigh'
  | 'failed'
  | 'vatRateMissing';

export type PaymentResult =
  | { ok: true; checkoutUrl: string; paymentId: string; receiptUrl: string }
  | { ok: false; error: PaymentError; isAnswered: boolean; message?: string };

/**
 * Asks for a payment of a share of the tab. The server cuts the share again and reserves it;
 * the same `clientRequestId` always means the same payment, so a retry after a lost answer or
 * a double tap never reserves twice. `isAnswered`: the server said no (a new tap is a new
 * payment), rather than the answer being lost.
 */
export async function requestPayment(input: {
  tabId: string;
  tableToken: string;
  clientRequestId: string;
  split: Split;
  tipCents: number;
  email?: string;
  language: string;
}): Promise<PaymentResult> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/public/tabs/${encodeURIComponent(input.tabId)}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        clientRequestId: input.clientRequestId,
        tableToken: input.tableToken,
        split: input.split,
        tipCents: input.tipCents,
        ...(input.email && { email: input.email }),
        language: input.language,
      }),
    });
  } catch {
    return { ok: false, error: 'network', isAnswered: false };
  }
  const body = (await response.json().catch(() => null)) as {
    checkoutUrl?: unknown;
    paymentId?: unknown;
    receiptUrl?: unknown;
    error?: { field?: string; reason?: string; message?: string };
  } | null;
  const checkoutUrl = body?.checkoutUrl;
  const paymentId = body?.paymentId;
  const receiptUrl = body?.receiptUrl;
  if (
    response.status === 201 &&
    typeof checkoutUrl === 'string' &&
    typeof paymentId === 'string' &&
    typeof receiptUrl === 'string'
  ) {
    return { ok: true, checkoutUrl, paymentId, receiptUrl };
  }
  // Accepted but unreadable, or a gateway between us down: the same id asks again safely.
  if (response.ok || response.status === 502 || response.status === 504) {
    return { ok: false, error: 'network', isAnswered: false };
  }
  const refuse = (error: PaymentError) => ({ ok: false as const, error, isAnswered: true });
  // A dish without a VAT rate (issue 41 §3): the server's message names it.
  if (response.status === 409 && body?.error?.reason === 'VAT_RATE_MISSING') {
    return { ...refuse('vatRateMissing'), message: String(body.error.message ?? '') };
  }
  // 404: the tab is gone (closed, or the table's code changed): the refreshed tab shows it.
  if (response.status === 409 || response.status === 404) return refuse('conflict');
  if (response.status === 503) return refuse('unavailable');
  const field = body?.error?.field;
  if (response.status === 422 && field === 'email') return refuse('invalidEmail');
  if (response.status === 422 && field === 'tipCents') return refuse('tipTooHigh');
  return refuse('failed');
}

/** Ends a payment this phone started and left (its share is free again); errors are ignored. */
/**
 * Whether a payment this phone asked for is over (paid, expired, cancelled or failed): the same
 * choice tapped again is then a new payment (a second share paid for a friend), not that one
 * back. Unknown (offline) counts as not over: a retry must not pay twice.
 */
export async function isPaymentOver(payment: { id: string; token: string }): Promise<boolean> {
  try {
    const response = await fetch(
      `/api/v1/public/payments/${encodeURIComponent(payment.id)}?token=${encodeURIComponent(payment.token)}`,
      { headers: { accept: 'application/json' }, cache: 'no-store' },
    );
    if (response.status === 404) return true;
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return typeof body.status === 'string' && body.status !== 'pending';
  } catch {
    return false;
  }
}

export async function cancelPayment(payment: { id: string; token: string }): Promise<void> {
  try {
    await fetch(
      `/api/v1/public/payments/${encodeURIComponent(payment.id)}/cancel?token=${encodeURIComponent(payment.token)}`,
      { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' },
    );
  } catch {
    // Offline: Checkout's own expiry releases it.
  }
}
