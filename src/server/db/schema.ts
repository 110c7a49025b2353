import type { ColumnType } from 'kysely';

/**
 * Table types for Kysely. Dates come back as Date (PostgreSQL) or ISO text (SQLite):
 * repositories convert them, nothing above them sees the difference.
 */
type DateColumn = ColumnType<Date | string, Date | string, Date | string>;
type BooleanColumn = ColumnType<boolean | number, boolean, boolean>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: BooleanColumn;
  image: string | null;
  createdAt: DateColumn;
  updatedAt: DateColumn;
  restaurantName: string;
};

export type SessionTable = {
  id: string;
  expiresAt: DateColumn;
  token: string;
  createdAt: DateColumn;
  updatedAt: DateColumn;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
};

export type ThrottleTable = {
  key: string;
  count: number;
  window_started_at: ColumnType<number, number | bigint, number | bigint>;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  throttle: ThrottleTable;
};
