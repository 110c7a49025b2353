import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The table's open tab (issue 23 §1), shared by two features: orders (an order placed with a
 * table's code joins its table's tab, in the order's transaction) and payments (which show,
 * pay and close tabs). One open tab per table: the first order opens it, and it stays open
 * until it is fully paid or staff close it; the next group starts a new one.
 *
 * Call inside a transaction that holds the owner's lock (`lockOwner`): two first orders of one
 * table then meet one tab. The partial unique index `table_tab_open_uq` backs it up.
 */
export async function joinOpenTab(
  trx: Kysely<Database>,
  input: { ownerId: string; table: string; at: string },
): Promise<string> {
  const open = await trx
    .selectFrom('table_tab')
    .select('id')
    .where('owner_id', '=', input.ownerId)
    .where('table_name', '=', input.table)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) return open.id;
  const id = randomUUID();
  await trx
    .insertInto('table_tab')
    .values({
      id,
      owner_id: input.ownerId,
      table_name: input.table,
      status: 'open',
      opened_at: input.at,
      closed_at: null,
      closed_method: null,
    })
    .execute();
  return id;
}
