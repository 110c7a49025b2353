import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGES, HTTP_MESSAGES } from '../../domain/errors/errors';
import { AppError } from '../http/app-error';

/**
 * The shape of every account request body, checked before Better Auth sees it (ASVS V5.1):
 * a bad type answers 422 in French instead of reaching a database constraint. The fine rules
 * (password policy, restaurant name) are the hooks' in auth.ts, with their own messages.
 */
const text = z.string().max(10_000);
const optionalText = text.optional();
const AnyObject = z.record(z.string(), z.unknown());
/**
 * Where Better Auth sends the browser afterwards: a path of this site only. Anything else
 * (an absolute or malformed URL) is refused here, before Better Auth builds a URL from it.
 */
const LocalPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/);
const optionalPath = LocalPath.optional();

const BODIES: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({
    email: text,
    password: text,
    name: optionalText,
    restaurantName: z.unknown().optional(),
    callbackURL: optionalPath,
    rememberMe: z.boolean().optional(),
  }),
  '/sign-in/email': z.object({
    email: text,
    password: text,
    callbackURL: optionalPath,
    rememberMe: z.boolean().optional(),
  }),
  '/request-password-reset': z.object({ email: text, redirectTo: optionalPath }),
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
    callbackURL: optionalPath,
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

/** The JSON text of a request to /api/auth, parsed by the scope's content-type parser. */
export function parseAuthJson(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('BAD_REQUEST', HTTP_MESSAGES.invalidJson);
  }
}

/** The query of the links Better Auth mails (`verify-email`, `reset-password/:token`). */
const AuthQuerySchema = z.object({ callbackURL: optionalPath }).loose();

/** Checks the parsed JSON body and the query of a request to `/api/auth{path}`. */
export function checkAuthInput(path: string, value: unknown, query: unknown): ParsedAuthBody {
  if (!AuthQuerySchema.safeParse(query ?? {}).success) return invalid;
  if (value === undefined) return { ok: true, body: undefined };
  const object = AnyObject.safeParse(value);
  if (!object.success) return invalid;
  const schema = BODIES[path];
  if (schema && !schema.safeParse(object.data).success) {
    return invalid;
  }
  return { ok: true, body: object.data };
}
