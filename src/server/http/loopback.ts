import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Host names that stay on this machine: http is fine there, and no redirect applies. */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '::1' ||
  hostname === '[::1]' ||
  hostname.startsWith('127.');

/**
 * `request.ip` must be loopback, and so must every address a proxy reports: behind a reverse
 * proxy on the same machine (without TRUST_PROXY) the socket peer is loopback while the real
 * client is not, and with TRUST_PROXY a client may write its own X-Forwarded-For entry.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = [
    ...(headerValues(request.headers['x-forwarded-for'])?.split(',') ?? []),
    ...[...(headerValues(request.headers.forwarded) ?? '').matchAll(/for="?\[?([^\]",;]+)/gi)].map(
      (match) => match[1] ?? '',
    ),
  ];
  const addresses = [request.ip, request.socket.remoteAddress ?? '', ...forwarded];
  return addresses.every((address) => isLoopbackAddress(address.trim()));
}

function headerValues(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$/.test(address);
}
