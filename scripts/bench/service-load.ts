// The diners, kitchens and menu editors of `npm run bench:service`, all through the proxy.
import { randomUUID } from 'node:crypto';
import { type Agent, request } from 'node:http';
import { sendJson } from './json-request';
import type { BenchRestaurant } from './seed-restaurants';
import { BROWSER_USER_AGENT } from './wrk';

/** The prefix of a failure that is the rule working (a dish marked "Épuisé" meanwhile). */
export const SOLD_OUT_REFUSAL = 'refused as "Épuisé" (expected):';

/** Latency samples (ms) and failures by what failed, for one kind of action. */
export type Series = { samples: number[]; failures: Map<string, number> };
export const newSeries = (): Series => ({ samples: [], failures: new Map() });
export const fail = (series: Series, what: string) =>
  series.failures.set(what, (series.failures.get(what) ?? 0) + 1);

/**
 * Clients' addresses: nginx (deploy/nginx.conf) sets X-Forwarded-For to the connection's own
 * address, so each diner and owner connects from an address of its own on loopback
 * (127.0.0.0/8 is all local on Linux).
 */
export const loopbackAddress = (n: number) =>
  `127.${1 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255 || 1}`;

/** A diner opening a menu page as a phone does (its own connection, compressed, a browser's
 *  user agent). */
export function getPage(url: string, clientAddress: string, series: Series) {
  const sentAt = performance.now();
  return new Promise<void>((resolve) => {
    const outgoing = request(url, {
      agent: false,
      localAddress: clientAddress,
      headers: {
        'user-agent': BROWSER_USER_AGENT,
        'accept-encoding': 'br, gzip',
        accept: 'text/html',
      },
    });
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error('no answer within 60 s')));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      fail(series, error.code ?? error.message);
      resolve();
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) series.samples.push(performance.now() - sentAt);
        else fail(series, String(response.statusCode));
        resolve();
      });
    });
    outgoing.end();
  });
}

/** A diner's order from a table: one to three dishes. Null when refused. */
export async function placeTableOrder(input: {
  baseUrl: string;
  restaurant: BenchRestaurant;
  tableToken: string;
  clientAddress: string;
  n: number;
  series: Series;
}) {
  const { restaurant, n } = input;
  const dish = (k: number) =>
    restaurant.dishIds[(n * 7 + k * 13) % restaurant.dishIds.length] as string;
  const sentAt = performance.now();
  const answer = await sendJson(`${input.baseUrl}/api/v1/public/orders`, {
    method: 'POST',
    agent: false,
    localAddress: input.clientAddress,
    headers: { origin: input.baseUrl },
    body: {
      menuId: restaurant.menuId,
      tableToken: input.tableToken,
      clientRequestId: randomUUID(),
      language: n % 4 === 0 ? 'en' : 'fr',
      lines: Array.from({ length: 1 + (n % 3) }, (_, k) => ({ dishId: dish(k), quantity: 1 })),
    },
  }).catch((error: Error) => ({ status: 0, body: error.message, receivedAt: 0 }));
  if (answer.status !== 201) {
    const error = (answer.body as { error?: { message?: string } } | null)?.error;
    // A dish an editor has just marked "Épuisé": the app's right answer, not an error.
    const isSoldOut = answer.status === 409 && /épuisé/i.test(error?.message ?? '');
    fail(
      input.series,
      `${isSoldOut ? SOLD_OUT_REFUSAL : answer.status}${error?.message ? ` ${error.message}` : ''}`,
    );
    return null;
  }
  input.series.samples.push(answer.receivedAt - sentAt);
  return answer.body as { id: string; statusToken: string };
}

/** An owner's request with their session, from their own address. */
export async function ownerRequest(input: {
  baseUrl: string;
  agent: Agent;
  restaurant: BenchRestaurant;
  clientAddress: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  series: Series;
}) {
  const sentAt = performance.now();
  const answer = await sendJson(`${input.baseUrl}${input.path}`, {
    method: input.method,
    agent: input.agent,
    localAddress: input.clientAddress,
    headers: { origin: input.baseUrl, cookie: input.restaurant.cookie, ...input.headers },
    body: input.body,
  }).catch((error: Error) => ({ status: 0, body: error.message, receivedAt: 0 }));
  if (answer.status !== 200) {
    fail(
      input.series,
      `${input.method} ${input.path.replace(/[0-9a-f-]{20,}/g, ':id')} ${answer.status}`,
    );
    return null;
  }
  input.series.samples.push(answer.receivedAt - sentAt);
  return answer;
}

/** A menu editor's save: read the menu, change a price, write it back with If-Match. */
export async function editMenu(input: {
  baseUrl: string;
  agent: Agent;
  restaurant: BenchRestaurant;
  clientAddress: string;
  n: number;
  series: Series;
}) {
  const path = `/api/v1/menus/${input.restaurant.menuId}`;
  const read = await ownerRequest({ ...input, method: 'GET', path });
  if (!read) return;
  const menu = read.body as {
    version: number;
    document: { categories: { items: { price?: string | null }[] }[] };
  };
  const dish = menu.document.categories[0]?.items[0];
  if (dish) dish.price = `${10 + (input.n % 20)}.50`;
  await ownerRequest({
    ...input,
    method: 'PUT',
    path,
    headers: { 'if-match': `"${menu.version}"` },
    body: menu.document,
  });
}
