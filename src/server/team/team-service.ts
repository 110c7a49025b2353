import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { can, PERMISSION_NAMES, type Role } from '../../domain/team/roles';
import type { Me, Pairing, Team } from '../../domain/team/team-schema';
import { RoleSchema } from '../../domain/team/team-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Actor, Owner } from '../owner-state/owner';
import { teamAccess } from '../owner-state/team-access';
import { teamRepository as team } from './team-repository';

/**
 * What the team feature needs from the accounts (auth/team-accounts.ts, Better Auth's
 * organization plugin), declared here and handed over by app-services.
 */
export type TeamAccounts = {
  invite(
    headers: Headers,
    input: { organizationId: string; email: string; role: string },
  ): Promise<{ id: string }>;
  cancelInvitation(headers: Headers, input: { invitationId: string }): Promise<void>;
  updateRole(
    headers: Headers,
    input: { organizationId: string; memberId: string; role: string },
  ): Promise<void>;
  remove(headers: Headers, input: { organizationId: string; memberId: string }): Promise<void>;
  accept(headers: Headers, input: { invitationId: string }): Promise<void>;
  setActive(headers: Headers, input: { organizationId: string }): Promise<void>;
  createInvitedAccount(input: { email: string; name: string; password: string }): Promise<void>;
};

/** A pairing code lives 5 minutes (issue 24 §2). */
export const PAIRING_TTL_MS = 5 * 60 * 1000;
/** No 0/O, 1/I/L: read aloud or typed on a tablet without doubt. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export const TEAM_ERRORS = {
  memberNotFound: () => new AppError('NOT_FOUND', 'Ce membre ne fait plus partie de l’équipe.'),
  ownerStays: () =>
    new AppError('FORBIDDEN', 'Le propriétaire du restaurant ne peut pas être modifié ni retiré.'),
  deviceNotFound: () => new AppError('NOT_FOUND', 'Cette tablette n’est plus connectée.'),
  badCode: () =>
    new AppError(
      'NOT_FOUND',
      'Ce code est inconnu ou a expiré. Affichez un nouveau code sur le tableau des commandes.',
    ),
  invitationGone: () => new AppError('NOT_FOUND', 'Cette invitation n’existe plus ou a expiré.'),
  accountExists: () =>
    new AppError(
      'CONFLICT',
      'Un compte existe déjà pour cette adresse : connectez-vous pour accepter.',
    ),
  notAUser: () => new AppError('FORBIDDEN', 'Une tablette ne change pas de restaurant.'),
};

/** "K7MQ4XPA" shown as "K7MQ-4XPA"; what the tablet sends is read back either way. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
export const formatCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export function createTeamService(deps: {
  database: AppDatabase;
  events: EventBus;
  accounts: TeamAccounts;
  publicUrl: string;
  renderQrSvg: (text: string) => Promise<string>;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  async function requireMember(ownerId: string, memberId: string) {
    const member = await team.findMember(db, ownerId, memberId);
    if (!member) throw TEAM_ERRORS.memberNotFound();
    if (member.role === 'owner') throw TEAM_ERRORS.ownerStays();
    return member;
  }

  const revoke = (ownerId: string, actorId: string) =>
    deps.events.publish('team.access.revoked', { ownerId, actorId });

  return {
    async getTeam({ ownerId }: { ownerId: string }): Promise<Team> {
      const [members, invitations, devices] = await Promise.all([
        team.listMembers(db, ownerId),
        team.listPendingInvitations(db, ownerId, now()),
        team.listDevices(db, ownerId),
      ]);
      return {
        members: members.flatMap((member) => {
          const role = RoleSchema.safeParse(member.role);
          if (!role.success) return [];
          const { userId: _userId, ...shown } = member;
          return [{ ...shown, role: role.data }];
        }),
        invitations: invitations.flatMap((invitation) => {
          const role = RoleSchema.safeParse(invitation.role);
          return role.success ? [{ ...invitation, role: role.data }] : [];
        }),
        devices,
      };
    },

    async invite(input: { owner: Owner; headers: Headers; email: string; role: Role }) {
      await deps.accounts.invite(input.headers, {
        organizationId: input.owner.id,
        email: input.email,
        role: input.role,
      });
      return this.getTeam({ ownerId: input.owner.id });
    },

    async cancelInvitation(input: { owner: Owner; headers: Headers; invitationId: string }) {
      const invitation = await team.findInvitation(db, input.invitationId);
      if (!invitation || invitation.organizationId !== input.owner.id)
        throw TEAM_ERRORS.invitationGone();
      await deps.accounts.cancelInvitation(input.headers, { invitationId: input.invitationId });
      return this.getTeam({ ownerId: input.owner.id });
    },

    async changeRole(input: { owner: Owner; headers: Headers; memberId: string; role: Role }) {
      const member = await requireMember(input.owner.id, input.memberId);
      await deps.accounts.updateRole(input.headers, {
        organizationId: input.owner.id,
        memberId: input.memberId,
        role: input.role,
      });
      // Their open screens reconnect and learn what the new role may do.
      await revoke(input.owner.id, member.userId);
      return this.getTeam({ ownerId: input.owner.id });
    },

    /** Removal ends the member's sessions and open streams at once, on every instance. */
    async removeMember(input: { owner: Owner; headers: Headers; memberId: string }) {
      const member = await requireMember(input.owner.id, input.memberId);
      await deps.accounts.remove(input.headers, {
        organizationId: input.owner.id,
        memberId: input.memberId,
      });
      await team.deleteSessionsOf(db, member.userId);
      await revoke(input.owner.id, member.userId);
      return this.getTeam({ ownerId: input.owner.id });
    },

    async startPairing(input: {
      owner: Owner;
      actor: Actor;
      name: string;
      role: 'service' | 'kitchen';
    }): Promise<Pairing> {
      const code = newCode();
      const expiresAt = new Date(now().getTime() + PAIRING_TTL_MS);
      await team.insertPairing(db, {
        code,
        ownerId: input.owner.id,
        name: input.name,
        role: input.role,
        createdByName: input.actor.name,
        expiresAt,
      });
      const url = new URL('/tablette', deps.publicUrl);
      url.searchParams.set('code', code);
      return {
        code: formatCode(code),
        qrSvg: await deps.renderQrSvg(url.toString()),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The tablet's side: a code used once becomes a device and its secret token. */
    async pair({ code }: { code: string }) {
      const at = now();
      const pairing = await team.takePairing(db, normalizeCode(code), at);
      if (!pairing) throw TEAM_ERRORS.badCode();
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      await team.insertDevice(db, {
        id,
        ownerId: pairing.owner_id,
        name: pairing.name,
        role: pairing.role,
        token,
        createdByName: pairing.created_by_name,
        at,
      });
      const owner = await db
        .selectFrom('user')
        .select('restaurantName')
        .where('id', '=', pairing.owner_id)
        .executeTakeFirstOrThrow();
      return {
        token,
        device: { name: pairing.name, role: pairing.role, restaurantName: owner.restaurantName },
      };
    },

    /** Revoked: the device's next request is refused and its board closes now. */
    async revokeDevice({ owner, deviceId }: { owner: Owner; deviceId: string }) {
      if (!(await team.deleteDevice(db, owner.id, deviceId))) throw TEAM_ERRORS.deviceNotFound();
      await revoke(owner.id, deviceId);
      return this.getTeam({ ownerId: owner.id });
    },

    async me({ owner, actor }: { owner: Owner; actor: Actor }): Promise<Me> {
      const isUser = actor.kind === 'user';
      const restaurants = isUser ? await teamAccess.restaurantsOf(db, actor.id) : [];
      const user = isUser
        ? await db.selectFrom('user').select('email').where('id', '=', actor.id).executeTakeFirst()
        : undefined;
      return {
        restaurant: { id: owner.id, name: owner.restaurantName },
        actor: { ...actor, email: user?.email ?? null },
        permissions: PERMISSION_NAMES.filter((permission) => can(actor.role, permission)),
        restaurants,
      };
    },

    async switchRestaurant(input: { actor: Actor; headers: Headers; restaurantId: string }) {
      if (input.actor.kind !== 'user') throw TEAM_ERRORS.notAUser();
      await deps.accounts.setActive(input.headers, { organizationId: input.restaurantId });
    },

    async viewInvitation({ invitationId }: { invitationId: string }) {
      const invitation = await team.findInvitation(db, invitationId);
      const role = RoleSchema.safeParse(invitation?.role);
      if (
        !invitation ||
        !role.success ||
        invitation.status !== 'pending' ||
        new Date(invitation.expiresAt).getTime() <= now().getTime()
      ) {
        throw TEAM_ERRORS.invitationGone();
      }
      return {
        restaurantName: invitation.restaurantName,
        role: role.data,
        email: invitation.email,
        hasAccount: invitation.userId !== null,
      };
    },

    /** A person invited without an account makes one (name, password), then signs in. */
    async createInvitedAccount(input: { invitationId: string; name: string; password: string }) {
      const invitation = await this.viewInvitation({ invitationId: input.invitationId });
      if (invitation.hasAccount) throw TEAM_ERRORS.accountExists();
      await deps.accounts.createInvitedAccount({
        email: invitation.email,
        name: input.name,
        password: input.password,
      });
    },

    async acceptInvitation(input: { invitationId: string; headers: Headers }) {
      const invitation = await team.findInvitation(db, input.invitationId);
      if (!invitation) throw TEAM_ERRORS.invitationGone();
      await deps.accounts.accept(input.headers, { invitationId: input.invitationId });
      // The new member works for this restaurant from now on (they may pick another later).
      await deps.accounts.setActive(input.headers, { organizationId: invitation.organizationId });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
