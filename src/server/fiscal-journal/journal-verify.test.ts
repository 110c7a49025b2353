import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { childProcessEnv } from '../config';
import { createOwner } from '../testing/factories';
import { TEST_JOURNAL_KEY, type TestApp, testAppForThisFile } from '../testing/test-app';
import { appendEntries, asAttacker, paymentEntry } from './testing/journal-fixtures';
import { runJournalVerify } from './verify-command';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const files = mkdtempSync(path.join(tmpdir(), 'ardoise-journal-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

/** `npm run journal:verify [file]` in process: its exit code and what it printed. */
async function verify(testApp: TestApp, args: string[] = []) {
  const lines: string[] = [];
  const code = await runJournalVerify(args, {
    config: testApp.config,
    print: (line) => lines.push(line),
  });
  return { code, lines };
}

/** An owner with five entries on 2 and 3 March 2026, the days closed. */
async function ownerWithFiveEntries(testApp: TestApp) {
  const owner = await createOwner({ auth: testApp.auth, database: testApp.testDatabase.database });
  const amounts = [1_100, 2_200, 3_300, 4_400, 5_500];
  await appendEntries(
    testApp,
    amounts.map((amountCents, index) =>
      paymentEntry(owner.id, {
        amountCents,
        occurredAt: `2026-03-0${index < 3 ? 2 : 3}T12:0${index}:00Z`,
      }),
    ),
  );
  return owner;
}

describe('a journal that holds', () => {
  let clock = new Date('2026-03-02T12:00:00Z');
  const testApp = testAppForThisFile({ now: () => clock });

  it('exits 0 with a one-line summary, for the database and for an archive', async () => {
    await ownerWithFiveEntries(testApp);
    const owner = await ownerWithFiveEntries(testApp);
    clock = new Date('2026-04-02T00:00:00Z');
    await testApp.journal.closeFinishedPeriods();
    const result = await verify(testApp);
    expect(result).toEqual({
      code: 0,
      lines: [
        `journal holds (${testApp.testDatabase.database.dialect}): 2 owners, 10 entries, 4 closures, every signature and link valid.`,
      ],
    });
    const archive = await testApp.fiscalJournal.archive(
      testApp.testDatabase.database.db,
      owner.id,
      '2026-03',
    );
    const file = path.join(files, 'journal-2026-03.json');
    writeFileSync(file, JSON.stringify(archive, null, 2));
    expect(await verify(testApp, [file])).toEqual({
      code: 0,
      lines: [
        `${file}: archive 2026-03 holds — 5 entries (1 to 5), 2 closures, every signature valid.`,
      ],
    });
  });
  // The configured database as the server reads it: DATABASE_URL (a SQLite test file is not
  // where DATA_DIR would put it, so the process runs on PostgreSQL only).
  it.runIf(inject('testDatabase').dialect === 'postgres')(
    'is `npm run journal:verify` on the configured database',
    async () => {
      const { settings } = testApp.testDatabase;
      const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'journal:verify'], {
        cwd: ROOT,
        env: {
          ...childProcessEnv(),
          JOURNAL_SIGNING_KEY: TEST_JOURNAL_KEY,
          DATABASE_URL: settings.dialect === 'postgres' ? settings.url : '',
          DATA_DIR: files,
        },
      });
      expect(stdout).toBe(
        'journal holds (postgres): 2 owners, 10 entries, 4 closures, every signature and link valid.\n',
      );
    },
  );
});

describe('tampering, as someone with the database file or a superuser', () => {
  const testApp = testAppForThisFile();
  const db = () => testApp.testDatabase.database;
  const problemOf = async (ownerId: string) => {
    const { code, lines } = await verify(testApp);
    expect(code).toBe(lines[0]?.startsWith('owner ') ? 1 : 0);
    return lines
      .find((line) => line.startsWith(`owner ${ownerId}: `))
      ?.slice(`owner ${ownerId}: `.length);
  };

  it('names an entry edited in place', async () => {
    const owner = await ownerWithFiveEntries(testApp);
    expect(await problemOf(owner.id)).toBeUndefined();
    await asAttacker(db(), (raw) =>
      raw
        .updateTable('journal_entry')
        .set({ payload: sql`replace(payload, '"amountCents":3300', '"amountCents":330')` })
        .where('owner_id', '=', owner.id)
        .where('sequence', '=', 3)
        .execute(),
    );
    expect(await problemOf(owner.id)).toBe('entry 3: signature does not match');
  });

  it('names a deleted entry as missing, in the middle or at the end of what a closure covers', async () => {
    const owner = await ownerWithFiveEntries(testApp);
    await asAttacker(db(), (raw) =>
      raw
        .deleteFrom('journal_entry')
        .where('owner_id', '=', owner.id)
        .where('sequence', '=', 3)
        .execute(),
    );
    expect(await problemOf(owner.id)).toBe('entry 3 missing');

    const closed = await ownerWithFiveEntries(testApp);
    await testApp.journal.closeFinishedPeriods({ at: new Date(Date.now() + 3 * 86_400_000) });
    await asAttacker(db(), (raw) =>
      raw
        .deleteFrom('journal_entry')
        .where('owner_id', '=', closed.id)
        .where('sequence', '=', 5)
        .execute(),
    );
    expect(await problemOf(closed.id)).toMatch(
      /^entry 5 missing \(the day closure \S+ covers entries up to 5\)$/,
    );
  });

  it('names two swapped entries as out of order', async () => {
    const owner = await ownerWithFiveEntries(testApp);
    await asAttacker(db(), async (raw) => {
      const move = (from: number, to: number) =>
        raw
          .updateTable('journal_entry')
          .set({ sequence: to })
          .where('owner_id', '=', owner.id)
          .where('sequence', '=', from)
          .execute();
      await move(2, 0);
      await move(3, 2);
      await move(0, 3);
    });
    expect(await problemOf(owner.id)).toBe('entry 2: out of order (signed as entry 3)');
  });

  it('names an edited closure', async () => {
    const owner = await ownerWithFiveEntries(testApp);
    await testApp.journal.closeFinishedPeriods({ at: new Date(Date.now() + 3 * 86_400_000) });
    await asAttacker(db(), (raw) =>
      raw
        .updateTable('journal_closure')
        .set({ totals: sql`replace(totals, '"totalCents":16500', '"totalCents":1650')` })
        .where('owner_id', '=', owner.id)
        .where('kind', '=', 'day')
        .execute(),
    );
    expect(await problemOf(owner.id)).toMatch(/^day closure \S+: signature does not match$/);
  });

  it('catches an archive edited by one character, or signed with another key', async () => {
    const owner = await ownerWithFiveEntries(testApp);
    const archive = await testApp.fiscalJournal.archive(
      db().db,
      owner.id,
      new Date().getFullYear().toString(),
    );
    const text = JSON.stringify(archive, null, 2);
    const check = async (name: string, content: string) => {
      const file = path.join(files, name);
      writeFileSync(file, content);
      const { code, lines } = await verify(testApp, [file]);
      expect(code).toBe(1);
      return lines.join('\n').slice(`${file}: `.length);
    };
    const prefix = `archive ${archive?.period} of owner ${owner.id}: `;
    expect(
      await check('amount.json', text.replace('"amountCents": 4400', '"amountCents": 4401')),
    ).toBe(`${prefix}entry 4: signature does not match`);
    expect(
      await check('date.json', text.replace(/"generatedAt": "(\d)/, '"generatedAt": "9')),
    ).toBe(`${prefix}archive signature does not match: the file was changed after it was signed`);
    expect(await check('cut.json', text.slice(0, -2))).toBe('not a JSON document');
    const other = { ...testApp.config, journalSigningKey: Buffer.alloc(32, 7) };
    const file = path.join(files, 'other-key.json');
    writeFileSync(file, text);
    const lines: string[] = [];
    expect(
      await runJournalVerify([file], { config: other, print: (line) => lines.push(line) }),
    ).toBe(1);
    expect(lines[0]).toMatch(/signed with another key/);
  });

  it('is `npm run journal:verify`: exits 1 naming the problem', async () => {
    const owner = await ownerWithFiveEntries(testApp);
    const archive = await testApp.fiscalJournal.archive(
      db().db,
      owner.id,
      new Date().getFullYear().toString(),
    );
    const file = path.join(files, 'cli.json');
    writeFileSync(
      file,
      JSON.stringify(archive).replace('"amountCents":2200', '"amountCents":2100'),
    );
    const run = promisify(execFile)('npm', ['run', '--silent', 'journal:verify', '--', file], {
      cwd: ROOT,
      env: { ...childProcessEnv(), JOURNAL_SIGNING_KEY: TEST_JOURNAL_KEY, DATA_DIR: files },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: `${file}: archive ${archive?.period} of owner ${owner.id}: entry 2: signature does not match\n`,
    });
    expect(readFileSync(file, 'utf8')).toContain('"amountCents":2100');
  });
});
