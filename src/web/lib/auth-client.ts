import { ERROR_REASONS } from '../../domain/errors/errors';
import type { Me } from '../../domain/team/team-schema';
import { ApiError } from './api-error';
import { request } from './http';

/**
 * The owner app's only way to talk to the accounts API (Better Auth at /api/auth, same origin).
 * The session lives in an HttpOnly cookie: nothing is kept in localStorage. Each call resolves
 * with its data or throws an `ApiError` whose message is already French (the server
 * translates its errors). Session state itself is cached by TanStack Query (see session.ts).
 *
 * Plain JSON requests through http.ts rather than Better Auth's browser client: the sign-in
 * screen is the first page an owner loads, and that client (its fetch wrapper, stores and
 * proxies) weighs more than the whole form (`npm run bench:web`).
 */
const auth = <T = unknown>(path: string, body?: Record<string, unknown>) =>
  request<T>(body === undefined ? 'GET' : 'POST', `/api/auth${path}`, { body });

/**
 * Who is signed in (`GET /api/v1/me`): the restaurant they act for, themselves (a person, or a
 * paired tablet), what their role lets them do, the restaurants they may switch to.
 */
export type Session = Me;

/** Failed calls throw the same ApiError as api.ts, read from the same error envelope. */
export { ApiError as AuthRequestError } from './api-error';

/** The signed-in member or device, or null. Throws only when the server cannot be reached. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await request<Session>('GET', '/api/v1/me');
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function signIn(input: { email: string; password: string }) {
  return auth('/sign-in/email', input);
}

/** Creates the account; no session until the owner confirms the address from the email. */
export function signUp(input: { email: string; password: string; restaurantName: string }) {
  return auth('/sign-up/email', { ...input, name: input.restaurantName });
}

/** Global sign-out (spec: every session of the owner ends), then this browser's cookie. */
export async function signOutEverywhere() {
  await auth('/revoke-sessions', {});
  await auth('/sign-out', {}).catch(() => {
    // The sessions are already revoked: a failure here only leaves a dead cookie behind.
  });
}

/** A paired tablet forgets its device cookie (the owner revokes it from Équipe). */
export function signOutDevice() {
  return request<void>('POST', '/api/v1/public/devices/sign-out');
}

/**
 * Whether this browser was paired as a tablet (issue 24 §2): when its pairing ends (revoked from
 * Équipe, 90 days unused), it returns to /tablette rather than to the owners' sign-in form.
 */
const DEVICE_KEY = 'ardoise.paired-device';

export function rememberDevice(isDevice: boolean) {
  try {
    if (isDevice) localStorage.setItem(DEVICE_KEY, '1');
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Storage off (private mode): the tablet lands on the sign-in form instead.
  }
}

export function wasDevice(): boolean {
  try {
    return localStorage.getItem(DEVICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Always answers the same, whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return auth('/request-password-reset', { email, redirectTo: '/reset-password' });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return auth('/reset-password', input);
}

export function updateRestaurantName(restaurantName: string) {
  return auth('/update-user', { restaurantName });
}

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return auth('/change-password', { ...input, revokeOtherSessions: true });
}

/** Deletes the account and all its data (GDPR right to erasure). */
export function deleteAccount(password: string) {
  return auth('/delete-user', { password });
}

/** Causes (`ApiError.reason`) the screens react to beyond showing the message. */
export const AUTH_ERROR_CODES = {
  invalidPassword: ERROR_REASONS.invalidPassword,
  invalidToken: [ERROR_REASONS.invalidToken] as readonly string[],
  emailNotVerified: ERROR_REASONS.emailNotVerified,
};

/** The French message of a failed call, or the screen's own fallback for anything else. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Sends a new confirmation link; answers the same whether or not the address has an account. */
export function resendVerificationEmail(email: string) {
  // The server points the link back at the sign-in screen's "Email confirmé" banner.
  return auth('/send-verification-email', { email });
}
