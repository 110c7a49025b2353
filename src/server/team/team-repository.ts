import type { Kysely } from 'kysely';
import { toIso } from '../db/portable';
import type { Database } from '../db/schema';
import { hashSecret } from '../owner-state/team-access';

type Db = Kysely<Database>;

/** A member as the team screen lists them (grouped by, beside their latest session). */
const MEMBER_COLUMNS = [
  'member.id',
  'member.userId',
  'member.role',
  'member.createdAt',
  'user.name',
  'user.email',
] as const;

/** The team's reads and the devices' writes (tables member, invitation, team_device, team_pairing). */
export const teamRepository = {
  async listMembers(db: Db, ownerId: string) {
    const rows = await db
      .selectFrom('member')
      .innerJoin('user', 'user.id', 'member.userId')
      .leftJoin('session', 'session.userId', 'member.userId')
      .select(({ fn }) => [...MEMBER_COLUMNS, fn.max('session.updatedAt').as('lastActiveAt')])
      .where('member.organizationId', '=', ownerId)
      .groupBy(MEMBER_COLUMNS)
      .orderBy('member.createdAt')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      role: row.role,
      name: row.name,
      email: row.email,
      lastActiveAt: row.lastActiveAt ? toIso(row.lastActiveAt as string | Date) : null,
    }));
  },

  async findMember(db: Db, ownerId: string, memberId: string) {
    return db
      .selectFrom('member')
      .select(['id', 'userId', 'role'])
      .where('organizationId', '=', ownerId)
      .where('id', '=', memberId)
      .executeTakeFirst();
  },

  async listPendingInvitations(db: Db, ownerId: string, now: Date) {
    const rows = await db
      .selectFrom('invitation')
      .select(['id', 'email', 'role', 'expiresAt'])
      .where('organizationId', '=', ownerId)
      .where('status', '=', 'pending')
      .orderBy('createdAt')
      .execute();
    return rows
      .map((row) => ({ ...row, expiresAt: toIso(row.expiresAt) }))
      .filter((row) => new Date(row.expiresAt).getTime() > now.getTime());
  },

  /** A pending invitation as its recipient sees it, with whether the address has an account. */
  async findInvitation(db: Db, invitationId: string) {
    const row = await db
      .selectFrom('invitation')
      .innerJoin('organization', 'organization.id', 'invitation.organizationId')
      .leftJoin('user', 'user.email', 'invitation.email')
      .select([
        'invitation.id',
        'invitation.organizationId',
        'invitation.email',
        'invitation.role',
        'invitation.status',
        'invitation.expiresAt',
        'organization.name as restaurantName',
        'user.id as userId',
      ])
      .where('invitation.id', '=', invitationId)
      .executeTakeFirst();
    return row ? { ...row, expiresAt: toIso(row.expiresAt) } : undefined;
  },

  /** Ends every session of a user (a member removed: issue 24 §1 "at once"). */
  async deleteSessionsOf(db: Db, userId: string) {
    await db.deleteFrom('session').where('userId', '=', userId).execute();
  },

  async listDevices(db: Db, ownerId: string) {
    const rows = await db
      .selectFrom('team_device')
      .select(['id', 'name', 'role', 'created_at', 'last_active_at'])
      .where('owner_id', '=', ownerId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      createdAt: toIso(row.created_at),
      lastActiveAt: toIso(row.last_active_at),
    }));
  },

  async insertPairing(
    db: Db,
    pairing: {
      code: string;
      ownerId: string;
      name: string;
      role: 'service' | 'kitchen';
      createdByName: string;
      expiresAt: Date;
    },
  ) {
    await db
      .insertInto('team_pairing')
      .values({
        code_hash: hashSecret(pairing.code),
        owner_id: pairing.ownerId,
        name: pairing.name,
        role: pairing.role,
        created_by_name: pairing.createdByName,
        expires_at: pairing.expiresAt.toISOString(),
      })
      .execute();
  },

  /** Uses a pairing code once: deleted as it is read, so two tablets cannot both use it. */
  async takePairing(db: Db, code: string, now: Date) {
    await db.deleteFrom('team_pairing').where('expires_at', '<=', now.toISOString()).execute();
    const row = await db
      .deleteFrom('team_pairing')
      .where('code_hash', '=', hashSecret(code))
      .returningAll()
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
    return row;
  },

  async insertDevice(
    db: Db,
    device: {
      id: string;
      ownerId: string;
      name: string;
      role: 'service' | 'kitchen';
      token: string;
      createdByName: string;
      at: Date;
    },
  ) {
    await db
      .insertInto('team_device')
      .values({
        id: device.id,
        owner_id: device.ownerId,
        name: device.name,
        role: device.role,
        token_hash: hashSecret(device.token),
        created_by_name: device.createdByName,
        created_at: device.at.toISOString(),
        last_active_at: device.at.toISOString(),
      })
      .execute();
  },

  /** True when the device was there (and is now gone). */
  async deleteDevice(db: Db, ownerId: string, deviceId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('team_device')
      .where('owner_id', '=', ownerId)
      .where('id', '=', deviceId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
