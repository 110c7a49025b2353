// Issue 41 §5: the payments journal changed outside Ardoise (the last entry deleted by someone
// holding the database file, its trigger dropped) shows the owner a red banner on every page of
// the app; an intact journal shows none.
import { loadConfig } from '../../src/server/config';
import { readJournalKey } from '../../src/server/config-secrets';
import { createDatabase } from '../../src/server/db/database';
import { createFiscalJournal } from '../../src/server/fiscal-journal/fiscal-journal';
import { asAttacker, paymentEntry } from '../../src/server/fiscal-journal/testing/journal-fixtures';
import { e2eServerEnv } from './support/e2e-env';
import { expect, test } from './support/fixtures';

test('a journal whose last entry was deleted shows the owner a red banner', async ({
  page,
  signedInOwner,
}) => {
  const owner = await signedInOwner('Le Journal');
  const config = loadConfig(e2eServerEnv());
  const database = createDatabase(config.database);
  try {
    const journal = createFiscalJournal({
      key: readJournalKey(config) as Buffer,
      dialect: database.dialect,
    });
    for (const amountCents of [1_200, 3_400]) {
      await database.db
        .transaction()
        .execute((trx) => journal.append(trx, paymentEntry(owner.id, { amountCents })));
    }
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Journal des paiements' })).toHaveCount(
      0,
    );

    await asAttacker(database, (db) =>
      db
        .deleteFrom('journal_entry')
        .where('owner_id', '=', owner.id)
        .where('sequence', '=', 2)
        .execute(),
    );
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'Journal des paiements modifié' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'Le journal des paiements a été modifié en dehors d’Ardoise',
    );
    await expect(banner).toContainText('L’opération n° 2');
    // "Service du jour": the takings are marked unverified.
    await page.goto('/dashboard/reports');
    await expect(page.getByText(/Non vérifié · hors pourboires/)).toBeVisible();
  } finally {
    await database.destroy();
  }
});
