import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';
import { DEVICE_IDLE_LIMIT_MS } from '../owner-state/team-access';

/**
 * A paired tablet's cookie (issue 24 §2): a random token, HttpOnly, sent to this site only
 * (SameSite=Lax like the owner's session), renewed while the device is used, forgotten after
 * 90 days without use. `__Host-` on https binds it to this host and path.
 */
const DEVICE_COOKIE = 'ardoise_device';
const cookieName = (isSecure: boolean) => (isSecure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function deviceTokenOf(headers: IncomingHttpHeaders): string | null {
  if (!headers.cookie?.includes(DEVICE_COOKIE)) return null;
  const cookies = parseCookie(headers.cookie);
  const token = cookies[`__Host-${DEVICE_COOKIE}`] ?? cookies[DEVICE_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}

export function deviceCookie(token: string, isSecure: boolean): string {
  return stringifySetCookie({
    name: cookieName(isSecure),
    value: token,
    httpOnly: true,
    secure: isSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.floor(DEVICE_IDLE_LIMIT_MS / 1000),
  });
}

export function clearedDeviceCookie(isSecure: boolean): string {
  return stringifySetCookie({
    name: cookieName(isSecure),
    value: '',
    httpOnly: true,
    secure: isSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  });
}
