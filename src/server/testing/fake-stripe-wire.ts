import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';

/** Stripe's wire format, shared by the fake Stripe's billing and Connect parts. */

export type Params = Record<string, unknown>;
/** A request as the fake saw it: `account` is its `Stripe-Account` header (Connect). */
export type FakeRequestContext = { account: string | undefined };
/** An answer, or null for "not this route" (the next one is tried). */
export type FakeRoute = [
  method: string,
  pattern: RegExp,
  handle: (match: RegExpMatchArray, params: Params, context: FakeRequestContext) => Answer | null,
];
export type Answer = [status: number, body: unknown];

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.setHeader('request-id', newId('req'));
  response.end(JSON.stringify(body, null, 2));
}

export function stripeError(message: string, type = 'invalid_request_error', code?: string) {
  return { error: { type, message, ...(code && { code }) } };
}

export function missing(resource: string, id: string): Answer {
  return [
    404,
    stripeError(`No such ${resource}: '${id}'`, 'invalid_request_error', 'resource_missing'),
  ];
}

/** Stripe's form encoding: `metadata[owner_id]=…`, `line_items[0][price]=…`. */
export function parseForm(search: URLSearchParams): Params {
  const root: Params = {};
  for (const [key, value] of search) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

/** A form list (`expand[0]=…&expand[1]=…`, parsed as an object by index) as an array. */
export function formList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).map(String);
  return [];
}

/** The JSON body of an event, as Stripe posts it; `account`: a Connect event. */
export function eventJson(
  type: string,
  object: Params,
  options: { id?: string; account?: string } = {},
): string {
  return JSON.stringify({
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...(options.account && { account: options.account }),
    data: { object },
  });
}
