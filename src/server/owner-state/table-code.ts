import { ENTITLEMENTS } from '../../domain/plans/plans';
import { isWellFormedTableToken } from '../../domain/tables/table-token';
import type { OwnerState } from './public-reads';

/**
 * What a page's `?t=` stands for (docs/decisions/011-table-codes.md): one of the restaurant's
 * tables, a code it no longer has, or nothing (no code, or a menu that takes no orders: free
 * menus show no table at all).
 */
export type PageTable =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'valid'; name: string; token: string };

const NONE: PageTable = { kind: 'none' };
const INVALID: PageTable = { kind: 'invalid' };

export function pageTableOf(state: OwnerState, code: string | null): PageTable {
  if (code === null || !ENTITLEMENTS[state.plan].canTakeOrders) return NONE;
  const name = isWellFormedTableToken(code) ? state.tables.get(code) : undefined;
  return name === undefined ? INVALID : { kind: 'valid', name, token: code };
}

/**
 * The page's part of the cache key: every untokenized page shares one entry, every code the
 * restaurant does not have shares another (what a script inventing codes can make), and each
 * real table has its own — as many as the restaurant has tables (≤ 200).
 */
export const tableKeyOf = (table: PageTable) =>
  table.kind === 'valid' ? `t:${table.token}:${table.name}` : table.kind;
