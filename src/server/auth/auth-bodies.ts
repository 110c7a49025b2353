import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGES, HTTP_MESSAGES } from '../../domain/errors/errors';

/**
 * The shape of every account request body, checked before Better Auth sees it (ASVS V5.1):
 * a bad type answers 422 in French instead of reaching a database constraint. The fine rules
 * (password policy, restaurant name) are the hooks' in auth.ts, with their own messages.
 */
const text = z.string().max(10_000);
const optionalText = text.optional();
const AnyObject = z.record(z.string(), z.unknown());

const BODIES: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({
    email: text,
    password: text,
    name: optionalText,
    restaurantName: z.unknown().optional(),
    callbackURL: optionalText,
    rememberMe: z.boolean().optional(),
  }),
  '/sign-in/email': z.object({
    email: text,
    password: text,
    callbackURL: optionalText,
    rememberMe: z.boolean().optional(),
  }),
  '/request-password-reset': z.object({ email: text, redirectTo: optionalText }),
  '/reset-password': z.object({ newPassword: text, token: optionalText }),
  '/change-password': z.object({
    currentPassword: text,
    newPassword: text,
    revokeOtherSessions: z.boolean().optional(),
  }),
  '/update-user': z.object({
    name: optionalText,
    restaurantName: optionalText,
    image: text.nullable().optional(),
  }),
  '/delete-user': z.object({
    password: optionalText,
    token: optionalText,
    callbackURL: optionalText,
  }),
  '/send-verification-email': z.object({ email: text, callbackURL: optionalText }),
};

export type ParsedAuthBody =
  | { ok: true; body: Record<string, unknown> | undefined }
  | { ok: false; code: 'BAD_REQUEST' | 'VALIDATION'; message: string };

const invalid = {
  ok: false,
  code: 'VALIDATION',
  message: DEFAULT_ERROR_MESSAGES.VALIDATION,
} as const satisfies ParsedAuthBody;

/** Parses and checks the raw JSON text of a request to `/api/auth{path}`. */
export function parseAuthBody(path: string, raw: string | undefined): ParsedAuthBody {
  if (raw === undefined || raw.trim() === '') return { ok: true, body: undefined };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'BAD_REQUEST', message: HTTP_MESSAGES.invalidJson };
  }
  const object = AnyObject.safeParse(value);
  if (!object.success) return invalid;
  const schema = BODIES[path];
  if (schema && !schema.safeParse(object.data).success) {
    return invalid;
  }
  return { ok: true, body: object.data };
}
