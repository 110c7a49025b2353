import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGES } from '../../domain/errors/errors';
import {
  InvitationAccountInputSchema,
  InvitationInputSchema,
  InvitationViewSchema,
  MemberRoleInputSchema,
  MeSchema,
  PairedDeviceSchema,
  PairInputSchema,
  PairingInputSchema,
  PairingSchema,
  SwitchRestaurantInputSchema,
  TeamSchema,
} from '../../domain/team/team-schema';
import { AppError } from '../http/app-error';
import type { Throttle } from '../rate-limit/throttle';
import type { TeamService } from './team-service';

const IdParams = z.object({ id: z.string().min(1).max(100) });

/** Better Auth reads the caller's session from the cookie: that is all it is handed. */
const sessionHeaders = (request: FastifyRequest) =>
  new Headers({ cookie: request.headers.cookie ?? '' });

export type DeviceCookies = {
  set(token: string): string;
  clear(): string;
};

/**
 * The restaurant's team (issue 24 §1–2; docs/team.md): members, invitations, paired tablets,
 * and who is signed in (`/me`). Paths are relative to /api/v1.
 */
export function registerTeamRoutes(
  scope: FastifyInstance,
  deps: { team: TeamService; publicAttempts: Throttle; deviceCookies: DeviceCookies },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { team } = deps;
  const tags = ['team'];
  const manage = { permission: 'team.manage' } as const;

  /** Codes and invitation links are secrets: guessing them is capped per client address. */
  async function limitAttempts(request: FastifyRequest) {
    const { isAllowed, retryAfterSeconds } = await deps.publicAttempts.take(`team:${request.ip}`);
    if (!isAllowed) {
      throw new AppError('RATE_LIMITED', DEFAULT_ERROR_MESSAGES.RATE_LIMITED).withRetryAfter(
        retryAfterSeconds,
      );
    }
  }

  api.get(
    '/me',
    {
      config: { permission: 'session.read', allowsSignedOut: true },
      schema: {
        tags,
        summary: 'Who is signed in, for which restaurant, allowed to do what',
        response: { 200: MeSchema.nullable() },
      },
    },
    async (request) =>
      // Signed out: null, like Better Auth's get-session.
      request.owner ? team.me({ owner: request.owner, actor: request.actor }) : null,
  );

  api.put(
    '/me/restaurant',
    {
      config: { permission: 'session.read' },
      schema: {
        tags,
        summary: 'Work for another restaurant whose team I belong to',
        body: SwitchRestaurantInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await team.switchRestaurant({
        actor: request.actor,
        headers: sessionHeaders(request),
        restaurantId: request.body.restaurantId,
      });
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/team',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Members, pending invitations and paired devices',
        response: { 200: TeamSchema },
      },
    },
    async (request) => team.getTeam({ ownerId: request.owner.id }),
  );

  api.post(
    '/team/invitations',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (manager, service, kitchen)',
        body: InvitationInputSchema,
        response: { 201: TeamSchema },
      },
    },
    async (request, reply) => {
      const answer = await team.invite({
        owner: request.owner,
        headers: sessionHeaders(request),
        ...request.body,
      });
      return reply.status(201).send(answer);
    },
  );

  api.delete(
    '/team/invitations/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Cancel a pending invitation',
        params: IdParams,
        response: { 200: TeamSchema },
      },
    },
    async (request) =>
      team.cancelInvitation({
        owner: request.owner,
        headers: sessionHeaders(request),
        invitationId: request.params.id,
      }),
  );

  api.put(
    '/team/members/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Change a member's role",
        params: IdParams,
        body: MemberRoleInputSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) =>
      team.changeRole({
        owner: request.owner,
        headers: sessionHeaders(request),
        memberId: request.params.id,
        role: request.body.role,
      }),
  );

  api.delete(
    '/team/members/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Remove a member: their sessions and streams end at once',
        params: IdParams,
        response: { 200: TeamSchema },
      },
    },
    async (request) =>
      team.removeMember({
        owner: request.owner,
        headers: sessionHeaders(request),
        memberId: request.params.id,
      }),
  );

  api.post(
    '/team/devices/pairing',
    {
      config: manage,
      schema: {
        tags,
        summary: 'A code and its QR code (valid 5 minutes) that sign a tablet in with a role',
        body: PairingInputSchema,
        response: { 201: PairingSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await team.startPairing({ owner: request.owner, actor: request.actor, ...request.body }),
        ),
  );

  api.delete(
    '/team/devices/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Revoke a tablet: its board closes at once',
        params: IdParams,
        response: { 200: TeamSchema },
      },
    },
    async (request) => team.revokeDevice({ owner: request.owner, deviceId: request.params.id }),
  );

  api.post(
    '/public/devices/pair',
    {
      config: { isPublic: true, writeLimit: false },
      schema: {
        tags,
        summary: 'The tablet redeems a pairing code: 200 and the device’s session cookie',
        security: [],
        body: PairInputSchema,
        response: { 200: PairedDeviceSchema },
      },
    },
    async (request, reply) => {
      await limitAttempts(request);
      const { token, device } = await team.pair(request.body);
      return reply
        .header('set-cookie', deps.deviceCookies.set(token))
        .header('Cache-Control', 'no-store')
        .send(device);
    },
  );

  api.post(
    '/public/devices/sign-out',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'This browser forgets its device cookie',
        security: [],
        response: { 204: z.null() },
      },
    },
    async (_request, reply) =>
      reply.header('set-cookie', deps.deviceCookies.clear()).status(204).send(null),
  );

  api.get(
    '/public/invitations/:id',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary:
          'An invitation as its recipient sees it (restaurant, role, address, account or not)',
        security: [],
        params: IdParams,
        response: { 200: InvitationViewSchema },
      },
    },
    async (request, reply) => {
      await limitAttempts(request);
      return reply
        .header('Cache-Control', 'no-store')
        .send(await team.viewInvitation({ invitationId: request.params.id }));
    },
  );

  api.post(
    '/public/invitations/:id/account',
    {
      config: { isPublic: true, writeLimit: false },
      schema: {
        tags,
        summary: 'The invited person without an account makes one (then signs in and accepts)',
        security: [],
        params: IdParams,
        body: InvitationAccountInputSchema,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await limitAttempts(request);
      await team.createInvitedAccount({ invitationId: request.params.id, ...request.body });
      return reply.status(201).send(null);
    },
  );

  api.post(
    '/public/invitations/:id/accept',
    {
      config: { isPublic: true },
      schema: {
        tags,
        summary: 'The signed-in recipient accepts: they join the team with the invitation’s role',
        security: [],
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await limitAttempts(request);
      await team.acceptInvitation({
        invitationId: request.params.id,
        headers: sessionHeaders(request),
      });
      return reply.status(204).send(null);
    },
  );
}
