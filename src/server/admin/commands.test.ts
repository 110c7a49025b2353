import { describe, expect, it } from 'vitest';
import { getPlan } from '../owner-state/owner-plan';
import { createOwner } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';
import { runAdminCommand } from './commands';

const testApp = testAppForThisFile();

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runAdminCommand(args, {
    database: testApp.testDatabase.database,
    events: testApp.events,
    print: (line) => lines.push(line),
  });
  return { code, lines };
};

describe('npm run admin -- plan', () => {
  it('sets an owner plan by email', async () => {
    const owner = await createOwner({
      auth: testApp.auth,
      database: testApp.testDatabase.database,
    });
    expect(await run('plan', owner.email, 'premium')).toEqual({
      code: 0,
      lines: [`${owner.email}: free → premium`],
    });
    expect(await getPlan(testApp.testDatabase.database.db, owner.id)).toBe('premium');
    expect((await run('plan', owner.email.toUpperCase(), 'free')).code).toBe(0);
    expect(await getPlan(testApp.testDatabase.database.db, owner.id)).toBe('free');
  });

  it('explains unknown accounts and bad usage', async () => {
    expect(await run('plan', 'personne@example.fr', 'premium')).toEqual({
      code: 1,
      lines: ['Aucun compte pour personne@example.fr.'],
    });
    expect((await run('plan', 'a@b.fr', 'gold')).code).toBe(2);
    expect((await run()).code).toBe(2);
  });
});
