import pg from 'pg';
import type { MenuDocument } from '../../src/domain/menu/menu-schema';
import { numberedTables } from '../../src/domain/tables/tables';
import type { Config } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/database';
import {
  saveNewPaymentAccount,
  savePaymentAccountState,
  savePaymentSettings,
} from '../../src/server/payments/payment-account-repository';
import { tableRepository } from '../../src/server/qr/table-repository';
import { newTableToken } from '../../src/server/qr/table-tokens';
import { createMenu, createOwner, createSessionCookie } from '../../src/server/testing/factories';
import { openSeeding } from '../../src/server/testing/seeding';
import { buildReferenceMenu } from './reference-menu';

/** A Premium restaurant of the orders benchmark, with what its owner and diners send. */
export type BenchRestaurant = {
  ownerId: string;
  /** The owner's session cookie (`cookie` header), stored by Better Auth. */
  cookie: string;
  menuId: string;
  dishIds: string[];
  /** The tokens of its tables ("1" … "200" by default): what their QR codes carry. */
  tableTokens: string[];
};

/**
 * `count` Premium owners, each with the reference menu (60 dishes) active, and a session
 * cookie each, written straight into the configured database before the servers start.
 * The event bus only writes (the servers start from the newest event).
 */
export async function seedRestaurants(
  config: Config & { authSecret: string },
  count: number,
  tableCount = 200,
): Promise<BenchRestaurant[]> {
  const seeding = await openSeeding(config);
  const { auth, database, events } = seeding;
  try {
    const seedOne = async (index: number): Promise<BenchRestaurant> => {
      const owner = await createOwner(
        { auth, database, events },
        {
          email: `bench-${index}@example.fr`,
          restaurantName: `Brasserie n° ${index}`,
          plan: 'premium',
        },
      );
      const menu = await createMenu({ database, events }, owner.id, buildReferenceMenu());
      const document = menu.document as MenuDocument;
      const tables = await tableRepository.replace(
        database.db,
        owner.id,
        numberedTables(tableCount),
        newTableToken,
      );
      // Table payments on (issue 23): an active Stripe account, diners paying "après le repas".
      const now = new Date();
      const stripeAccountId = await saveNewPaymentAccount(database.db, {
        ownerId: owner.id,
        stripeAccountId: `acct_bench_${index}`,
        now,
      });
      await savePaymentAccountState(database.db, {
        stripeAccountId,
        status: 'active',
        pendingReason: null,
        requirementsDue: false,
        activatedAt: now.toISOString(),
        fetchedAt: now.toISOString(),
      });
      await savePaymentSettings(database.db, {
        ownerId: owner.id,
        settings: { when: 'after', tips: true },
        now,
      });
      // A session stored by Better Auth itself: a second password hash (signing in) would
      // double the seeding's time for nothing the benchmarks measure.
      const session = await createSessionCookie(auth, owner.id);
      return {
        ownerId: owner.id,
        cookie: `${session.name}=${session.value}`,
        menuId: menu.id,
        dishIds: document.categories.flatMap((category) => category.items.map((dish) => dish.id)),
        tableTokens: tables.map((table) => table.token),
      };
    };
    const restaurants: BenchRestaurant[] = [];
    // A few at a time: password hashing (scrypt) runs on libuv's thread pool.
    for (let start = 0; start < count; start += 8) {
      const batch = Array.from({ length: Math.min(8, count - start) }, (_, i) => start + i);
      restaurants.push(...(await Promise.all(batch.map(seedOne))));
    }
    return restaurants;
  } finally {
    await seeding.close();
  }
}

/** What the database recorded during the run: the ground truth for the counts. */
export async function countOrderRows(settings: Config['database']) {
  const database = createDatabase(settings);
  try {
    const count = async (table: 'customer_order' | 'order_event') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return { orders: await count('customer_order'), orderEvents: await count('order_event') };
  } finally {
    await database.destroy();
  }
}

/** A fresh PostgreSQL database on `serverUrl`'s server; `drop()` removes it (and its sessions). */
export async function createScratchDatabase(serverUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
