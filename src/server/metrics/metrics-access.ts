import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLocalRequest } from '../http/loopback';

/** Headers a reverse proxy adds: a request carrying one came through a proxy, from anywhere. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'x-forwarded-proto',
  'x-forwarded-host',
];
const BEARER = /^Bearer +(\S+) *$/i;

/**
 * Who may read /metrics (docs/metrics.md): a client on this machine talking to the app
 * directly, or anyone with `Authorization: Bearer <METRICS_TOKEN>`. A request that came
 * through a proxy needs the token even when the proxy runs on this machine (its socket peer is
 * loopback while the real client is not), whatever TRUST_PROXY says.
 */
export function canReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (token && given !== undefined && isSameToken(given, token)) return true;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLocalRequest(request);
}

/**
 * Compares in constant time: both sides are hashed first, so neither the length nor the first
 * differing character shows in how long the answer takes.
 */
export function isSameToken(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
