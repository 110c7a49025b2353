import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE_LABELS, type Role } from '../../domain/team/roles';
import { RoleSchema } from '../../domain/team/team-schema';
import type { Database } from '../db/schema';
import type { Actor, Owner } from './owner';

type Db = Kysely<Database>;

/** Tokens and codes are kept as their SHA-256: a copy of the database signs nobody in. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A device unused this long is signed out (issue 24 §2: "90 days of inactivity at most"). */
export const DEVICE_IDLE_LIMIT_MS = 90 * 24 * 60 * 60 * 1000;
/** How stale `last_active_at` may get before a request writes it again. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type Access = { owner: Owner; actor: Actor };

/**
 * The restaurant's team as several features read it (docs/decisions/016-team.md): a restaurant
 * is Better Auth's organization whose id is the owner's user id; members have one of our roles.
 */
/** A user's memberships, oldest first, with each restaurant's owner (its name, its e-mail). */
async function membershipsOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('member')
    .innerJoin('user as restaurant_owner', 'restaurant_owner.id', 'member.organizationId')
    .select([
      'member.organizationId',
      'member.role',
      'restaurant_owner.email',
      'restaurant_owner.restaurantName',
    ])
    .where('member.userId', '=', userId)
    .orderBy('member.createdAt')
    .execute();
  return rows.flatMap((row) => {
    const role = RoleSchema.safeParse(row.role);
    return role.success ? [{ ...row, role: role.data as Role }] : [];
  });
}

export const teamAccess = {
  /**
   * What a signed-in user acts for: the restaurant of their session (`activeOrganizationId`),
   * else their own, else the first team they joined; null when they belong to none (a member
   * who was removed).
   */
  async ofUser(
    db: Db,
    input: { userId: string; name: string; activeOrganizationId: string | null },
  ): Promise<Access | null> {
    const memberships = await membershipsOf(db, input.userId);
    const chosen =
      memberships.find((row) => row.organizationId === input.activeOrganizationId) ??
      memberships.find((row) => row.organizationId === input.userId) ??
      memberships[0];
    if (!chosen) return null;
    return {
      owner: {
        id: chosen.organizationId,
        email: chosen.email,
        restaurantName: chosen.restaurantName,
      },
      actor: {
        id: input.userId,
        // The owner's account is named after the restaurant: the history says "Propriétaire".
        name: chosen.role === 'owner' ? ROLE_LABELS.owner : input.name,
        role: chosen.role,
        kind: 'user',
      },
    };
  },

  /** The restaurants a user may switch between, with their role in each. */
  async restaurantsOf(db: Db, userId: string) {
    return (await membershipsOf(db, userId)).map(({ organizationId, restaurantName, role }) => ({
      id: organizationId,
      name: restaurantName,
      role,
    }));
  },

  /** A paired device from its cookie's token; null when unknown, revoked or idle too long. */
  async ofDeviceToken(db: Db, token: string, now: Date): Promise<Access | null> {
    const row = await db
      .selectFrom('team_device')
      .innerJoin('user as restaurant_owner', 'restaurant_owner.id', 'team_device.owner_id')
      .select([
        'team_device.id',
        'team_device.name',
        'team_device.role',
        'team_device.owner_id',
        'team_device.last_active_at',
        'restaurant_owner.email',
        'restaurant_owner.restaurantName',
      ])
      .where('team_device.token_hash', '=', hashSecret(token))
      .executeTakeFirst();
    if (!row) return null;
    const lastActive = new Date(row.last_active_at).getTime();
    if (now.getTime() - lastActive > DEVICE_IDLE_LIMIT_MS) return null;
    if (now.getTime() - lastActive > TOUCH_EVERY_MS) {
      await db
        .updateTable('team_device')
        .set({ last_active_at: now.toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return {
      owner: { id: row.owner_id, email: row.email, restaurantName: row.restaurantName },
      actor: { id: row.id, name: row.name, role: row.role, kind: 'device' },
    };
  },
};

/** At sign-up: the owner's restaurant as an organization, the owner its first member. */
export async function createRestaurantTeam(db: Db, ownerId: string, restaurantName: string) {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('organization')
    .values({ id: ownerId, name: restaurantName, slug: ownerId, createdAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('member')
    .values({
      id: `owner-${ownerId}`,
      organizationId: ownerId,
      userId: ownerId,
      role: 'owner',
      createdAt,
    })
    .onConflict((oc) => oc.columns(['userId', 'organizationId']).doNothing())
    .execute();
}

/** The organization's name follows the restaurant's (invitations and e-mails show it). */
export async function renameRestaurantTeam(db: Db, ownerId: string, restaurantName: string) {
  await db
    .updateTable('organization')
    .set({ name: restaurantName })
    .where('id', '=', ownerId)
    .execute();
}
