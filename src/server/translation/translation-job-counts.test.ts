import { describe, expect, it } from 'vitest';
import { createMenu, createOwner } from '../testing/factories';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';

const testApp = testAppForThisFile();

describe("the translation queue's length (metrics)", () => {
  it('counts the jobs by state, every instance together', async () => {
    // This instance's worker stops, so the jobs written below stay as they are.
    await testApp.translationQueue.close();
    const deps = {
      auth: testApp.auth,
      database: testApp.testDatabase.database,
      events: testApp.events,
    };
    const owner = await createOwner(deps, { plan: 'free' });
    const menu = await createMenu(deps, owner.id, sampleMenu());
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 600_000).toISOString();
    const job = (lang: string, extra: Record<string, string | null>) => ({
      menu_id: menu.id,
      owner_id: owner.id,
      lang,
      generation: 1,
      attempts: 0,
      run_after: past,
      locked_by: null,
      locked_until: null,
      failure: null,
      ...extra,
    });
    expect(await testApp.translationQueue.jobCounts()).toEqual({
      due: 0,
      running: 0,
      delayed: 0,
      failed: 0,
    });
    await testApp.testDatabase.database.db
      .insertInto('translation_job')
      .values([
        job('en', {}),
        job('es', { locked_by: 'another-instance', locked_until: future }),
        // A lease its worker let expire: due again.
        job('it', { locked_by: 'a-lost-instance', locked_until: past }),
        job('zh', { run_after: future }),
        job('de', { failure: 'La traduction automatique est indisponible pour le moment.' }),
      ])
      .execute();
    expect(await testApp.translationQueue.jobCounts()).toEqual({
      due: 2,
      running: 1,
      delayed: 1,
      failed: 1,
    });
  });
});
