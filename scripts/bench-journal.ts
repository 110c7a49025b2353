// `npm run bench:journal`: what appending to the payments journal adds to a payment's
// transaction (issue 23 §6, docs/performance.md). For each database, the same transaction is
// timed N times without and with `journal.append` (one signed, chained entry): the reference
// takes the owner's lock and writes one row, as a payment's settling does at the least.
// Options: --n=1000 --only=sqlite|postgres --postgres=postgres://postgres@127.0.0.1:5432/postgres
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { lockOwner } from '../src/server/db/portable';
import { createFiscalJournal } from '../src/server/fiscal-journal/fiscal-journal';
import { createOwner } from '../src/server/testing/factories';
import { openSeeding } from '../src/server/testing/seeding';
import { createScratchDatabase } from './bench/seed-restaurants';

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const N = Number(argument('n') ?? 1000);
const ONLY = argument('only');
const POSTGRES = argument('postgres') ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function scenario(kind: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-bench-journal-'));
  const scratch =
    kind === 'postgres'
      ? await createScratchDatabase(POSTGRES, `ardoise_bench_${randomBytes(6).toString('hex')}`)
      : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(scratch && { DATABASE_URL: scratch.url }),
  });
  const seeding = await openSeeding(config);
  try {
    const { database } = seeding;
    const owner = await createOwner(seeding, { plan: 'premium' });
    const journal = createFiscalJournal({ key: randomBytes(32), dialect: database.dialect });
    let sequence = 0;
    const time = async (withJournal: boolean) => {
      const started = performance.now();
      await database.db.transaction().execute(async (trx) => {
        await lockOwner(trx, database.dialect, owner.id);
        await trx
          .insertInto('app_event')
          .values({
            type: 'bench.payment',
            owner_id: owner.id,
            payload: JSON.stringify({ n: sequence }),
            created_at: new Date().toISOString(),
          })
          .execute();
        if (withJournal) {
          sequence += 1;
          await journal.append(trx, {
            ownerId: owner.id,
            kind: 'payment',
            occurredAt: new Date().toISOString(),
            amountCents: 4250,
            tipCents: 300,
            vat: [{ rateBp: 1000, totalCents: 4250, vatCents: 386 }],
            method: 'card',
            reference: `pay_${sequence}`,
            tabId: 'tab',
            table: '4',
          });
        }
      });
      return performance.now() - started;
    };
    // Warm up, then alternate so both see the same machine.
    for (let i = 0; i < 50; i += 1) await time(i % 2 === 0);
    const without: number[] = [];
    const withJournal: number[] = [];
    for (let i = 0; i < N; i += 1) {
      without.push(await time(false));
      withJournal.push(await time(true));
    }
    without.sort((a, b) => a - b);
    withJournal.sort((a, b) => a - b);
    const p50 = [percentile(without, 50), percentile(withJournal, 50)] as const;
    const p99 = [percentile(without, 99), percentile(withJournal, 99)] as const;
    console.log(
      `${kind.padEnd(8)} transaction p50 ${p50[0].toFixed(2)} ms → with append ${p50[1].toFixed(2)} ms ` +
        `(+${(p50[1] - p50[0]).toFixed(2)} ms, ratio ${(p50[1] / p50[0]).toFixed(2)}); ` +
        `p99 ${p99[0].toFixed(2)} → ${p99[1].toFixed(2)} ms (${N} each)`,
    );
  } finally {
    await seeding.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of ['sqlite', 'postgres'] as const) {
  if (!ONLY || ONLY === kind) await scenario(kind);
}
