import type { Session } from './auth-client';

/**
 * The session the sign-in screen just opened, for the dashboard's cache (owner-app.tsx): the
 * two sides do not share TanStack Query (the sign-in screen loads without it).
 */
let signedIn: Session | null | undefined;

export function handOverSignedInSession(session: Session | null) {
  signedIn = session;
}

/** The session handed over since the last call: a Session, null (unknown) or undefined (none). */
export function takeSignedInSession(): Session | null | undefined {
  const session = signedIn;
  signedIn = undefined;
  return session;
}
