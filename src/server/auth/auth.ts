import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins/organization';
import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
  RestaurantNameSchema,
} from '../../domain/account/account-rules';
import { BILLING_MESSAGES } from '../../domain/billing/subscription';
import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import {
  renderInvitationEmail,
  renderResetPasswordEmail,
  renderVerificationEmail,
} from '../mail/templates';
import { slugRepository } from '../owner-state/restaurant-slug';
import { createRestaurantTeam, renameRestaurantTeam } from '../owner-state/team-access';
import { CLIENT_IP_HEADER, OWN_VALIDATION_CODE } from './auth-bridge';
import { checkPassword } from './password-policy';
import { teamAccessControl } from './team-roles';

/** Where the links in our emails land in the owner app (spec part 1 §2). */
export const EMAIL_CONFIRMED_PATH = '/login?type=signup&email_confirmed=true';
export const RESET_PASSWORD_PATH = '/reset-password';
/** An invitation to a restaurant's team (issue 24 §1): the page that accepts it. */
export const invitationPath = (invitationId: string) =>
  `/invitation?id=${encodeURIComponent(invitationId)}`;
/** An invitation stays valid a week. */
const INVITATION_EXPIRES_IN = 7 * 24 * 60 * 60;

const SignUpSchema = z.object({
  email: z.email(EMAIL_MESSAGE),
  password: z.string(REQUIRED_FIELDS_MESSAGE),
  restaurantName: RestaurantNameSchema,
});

function refuse(message: string): never {
  throw new APIError('BAD_REQUEST', { message, code: OWN_VALIDATION_CODE });
}

async function requireAcceptablePassword(password: unknown) {
  const problem = await checkPassword(typeof password === 'string' ? password : '');
  if (problem) refuse(problem);
}

/** Points an emailed Better Auth link back at the owner app page we want. */
function withCallback(url: string, callbackPath: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', callbackPath);
  return link.toString();
}

export type AuthDeps = Parameters<typeof createAuth>[0];

/** How passwords are hashed and checked; Better Auth's scrypt unless a test remembers them. */
export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

export function createAuth(deps: {
  config: Config & { authSecret: string };
  database: AppDatabase;
  mailer: Mailer;
  log: Logger;
  /** Told when a restaurant name changes or an account goes (public pages show the name). */
  events: EventBus;
  /** Before an account is deleted (billing ends its subscriptions); throwing refuses it. */
  beforeDeleteOwner?: (ownerId: string) => Promise<void>;
  /** Right before an account is deleted (its rows cascade; files elsewhere need this). */
  onOwnerDeleting?: (ownerId: string) => Promise<void>;
  /** Tests only (testing/memoized-passwords.ts); production uses Better Auth's default. */
  passwordHashing?: PasswordHashing;
}) {
  const { config, database, mailer, log } = deps;
  const sessionChanged = async (userId: string) => {
    await deps.events.publish('session.changed', { ownerId: userId, userId }).catch((error) => {
      log.error({ err: error }, `sessions of ${userId} stay cached up to 30 s`);
    });
  };
  // Mail goes out in the background: the answer (and its timing) must not reveal whether an
  // address has an account.
  const sendInBackground = (message: Parameters<Mailer['send']>[0]) => {
    mailer.send(message).catch((error: unknown) => log.error({ err: error }, 'mail not sent'));
  };

  // Set once the instance exists: the option below needs Better Auth's own endpoint.
  let resendConfirmation: (email: string) => Promise<unknown> = async () => {};
  const auth = betterAuth({
    appName: 'Ardoise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => log[level === 'debug' ? 'info' : level](`[auth] ${message}`),
    },
    // Client errors (wrong password, validation) are answers, not incidents: log only the rest.
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR') return;
        log.error({ err: error }, '[auth] request failed');
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: deps.passwordHashing,
      // A second sign-up of an address not yet confirmed answers like the first (no
      // enumeration): it must also send what it announces, a fresh confirmation link.
      async onExistingUserSignUp({ user }) {
        if (user.emailVerified) return;
        await resendConfirmation(user.email);
      },
      async sendResetPassword({ user, url }) {
        const link = withCallback(url, RESET_PASSWORD_PATH);
        sendInBackground({ to: user.email, ...renderResetPasswordEmail({ url: link }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        const restaurantName = (user as { restaurantName?: string }).restaurantName ?? '';
        const link = withCallback(url, EMAIL_CONFIRMED_PATH);
        sendInBackground({
          to: user.email,
          ...renderVerificationEmail({ restaurantName, url: link }),
        });
      },
    },
    plugins: [
      // One organization per restaurant, its id the owner's user id (decision 016). Members and
      // invitations are Better Auth's; restaurants are made at sign-up only, and go with the
      // owner's account.
      organization({
        ...teamAccessControl,
        creatorRole: 'owner',
        allowUserToCreateOrganization: false,
        disableOrganizationDeletion: true,
        invitationExpiresIn: INVITATION_EXPIRES_IN,
        cancelPendingInvitationsOnReInvite: true,
        async sendInvitationEmail({ id, role, email, organization: restaurant, inviter }) {
          const url = new URL(invitationPath(id), config.publicUrl).toString();
          sendInBackground({
            to: email,
            ...renderInvitationEmail({
              restaurantName: restaurant.name,
              inviterName: inviter.user.name,
              role,
              url,
            }),
          });
        },
      }),
    ],
    user: {
      additionalFields: {
        restaurantName: { type: 'string', required: true, input: true },
      },
      deleteUser: {
        enabled: true,
        // Nobody keeps paying for a deleted account: no cancellation, no deletion.
        beforeDelete: async (user) => {
          try {
            await deps.beforeDeleteOwner?.(user.id);
          } catch (error) {
            log.error({ err: error }, `account ${user.id} not deleted`);
            throw new APIError('SERVICE_UNAVAILABLE', {
              message: BILLING_MESSAGES.deletionBlocked,
              code: OWN_VALIDATION_CODE,
            });
          }
          await deps.onOwnerDeleting?.(user.id);
        },
      },
    },
    databaseHooks: {
      // Every instance forgets the sessions it verified for this user (auth/session-cache.ts).
      session: {
        update: { after: async (session) => sessionChanged(session.userId) },
        delete: { after: async (session) => sessionChanged(session.userId) },
      },
      user: {
        update: { after: async (user) => sessionChanged(user.id) },
        delete: { after: async (user) => sessionChanged(user.id) },
        create: {
          // The public address `/{slug}`, made from the name once the sign-up's transaction
          // has committed. A failure leaves the account without one: GET /api/v1/restaurant
          // makes it later, and its pages stay canonical at /u/{id} meanwhile.
          after: async (user) => {
            const restaurantName = (user as { restaurantName?: string }).restaurantName ?? '';
            // A member invited to a team signs up without a restaurant of their own.
            if (!restaurantName.trim()) return;
            await createRestaurantTeam(database.db, user.id, restaurantName);
            await slugRepository
              .assignFromName(database.db, user.id, restaurantName)
              .catch((error: unknown) => {
                log.error({ err: error }, `no public address for ${user.id}`);
              });
          },
        },
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
        '/change-password': { window: 60, max: 5 },
        // Every page load reads the session: a restaurant's tablets and phones behind one
        // address must not lock each other out (a signed random cookie is no brute-force aim).
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/update-user' && ctx.path !== '/delete-user') return;
        const ownerId = ctx.context.session?.user.id;
        if (!ownerId) return;
        const body = (ctx.body ?? {}) as { restaurantName?: unknown };
        if (ctx.path === '/update-user' && typeof body.restaurantName === 'string') {
          await renameRestaurantTeam(database.db, ownerId, body.restaurantName.trim());
        }
        await deps.events.publish('owner.changed', { ownerId });
      }),
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        switch (ctx.path) {
          case '/sign-up/email': {
            const parsed = SignUpSchema.safeParse(body);
            if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? 'Requête invalide.');
            await requireAcceptablePassword(body.password);
            const { restaurantName, email } = parsed.data;
            // Better Auth requires a display name: the restaurant is the account's name.
            return { context: { body: { ...body, email, restaurantName, name: restaurantName } } };
          }
          case '/reset-password':
            return requireAcceptablePassword(body.newPassword);
          case '/change-password':
            return requireAcceptablePassword(body.newPassword);
          case '/update-user': {
            if (!('restaurantName' in body)) return;
            const parsed = RestaurantNameSchema.safeParse(body.restaurantName);
            if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? 'Requête invalide.');
            return {
              context: { body: { ...body, restaurantName: parsed.data, name: parsed.data } },
            };
          }
        }
      }),
    },
  });
  resendConfirmation = (email) => auth.api.sendVerificationEmail({ body: { email } });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
