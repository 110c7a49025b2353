import { createAuthClient } from 'better-auth/client';
import { inferAdditionalFields } from 'better-auth/client/plugins';
import { ERROR_REASONS } from '../../domain/errors/errors';
import { ApiError, offlineError, toApiError } from './api-error';

/**
 * The owner app's only way to talk to the accounts API (Better Auth at /api/auth, same origin).
 * The session lives in an HttpOnly cookie: nothing is kept in localStorage. Each call resolves
 * with its data or throws an `ApiError` whose message is already French (the server
 * translates its errors). Session state itself is cached by TanStack Query (see session.ts).
 */
const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [inferAdditionalFields({ user: { restaurantName: { type: 'string' } } })],
});

export type Session = typeof authClient.$Infer.Session;
export type SessionUser = Session['user'];

/** Better Auth's client hands back the parsed error body with the status. */
type ClientError = { status: number; error?: unknown };
type ClientResult<T> = { data: T; error: null } | { data: null; error: ClientError };

/** Failed calls throw the same ApiError as api.ts, read from the same error envelope. */
export { ApiError as AuthRequestError } from './api-error';

async function unwrap<T>(call: () => Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await call();
  } catch {
    throw offlineError();
  }
  if (result.error) throw toApiError(result.error.status, result.error);
  return result.data;
}

/** The signed-in owner, or null. Throws only when the server cannot be reached. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return (await unwrap(() => authClient.getSession())) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function signIn(input: { email: string; password: string }) {
  return unwrap(() => authClient.signIn.email(input));
}

/** Creates the account; no session until the owner confirms the address from the email. */
export function signUp(input: { email: string; password: string; restaurantName: string }) {
  return unwrap(() => authClient.signUp.email({ ...input, name: input.restaurantName }));
}

/** Global sign-out (spec: every session of the owner ends), then this browser's cookie. */
export async function signOutEverywhere() {
  await unwrap(() => authClient.revokeSessions());
  await unwrap(() => authClient.signOut()).catch(() => {
    // The sessions are already revoked: a failure here only leaves a dead cookie behind.
  });
}

/** Always answers the same, whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return unwrap(() => authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return unwrap(() => authClient.resetPassword(input));
}

export function updateRestaurantName(restaurantName: string) {
  return unwrap(() => authClient.updateUser({ restaurantName }));
}

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return unwrap(() => authClient.changePassword({ ...input, revokeOtherSessions: true }));
}

/** Deletes the account and all its data (GDPR right to erasure). */
export function deleteAccount(password: string) {
  return unwrap(() => authClient.deleteUser({ password }));
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
  return unwrap(() => authClient.sendVerificationEmail({ email }));
}
