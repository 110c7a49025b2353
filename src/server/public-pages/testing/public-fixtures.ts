import type { MenuDocumentInput } from '../../../domain/menu/menu-schema';
import type { Plan } from '../../../domain/plans/plans';
import { slugRepository } from '../../owner-state/restaurant-slug';
import { createMenu, createOwner, type OwnerFixture, signIn } from '../../testing/factories';
import { sampleMenu } from '../../testing/menu-fixtures';
import type { TestApp } from '../../testing/test-app';

/** Shared by the public-pages test files: owners, menus and page requests on a test app. */
export function publicFixtures(getApp: () => TestApp) {
  const deps = () => ({
    auth: getApp().auth,
    database: getApp().testDatabase.database,
    events: getApp().events,
  });
  return {
    async owner(plan: Plan = 'free', restaurantName = 'Le Petit Bistro'): Promise<OwnerFixture> {
      return createOwner(deps(), { plan, restaurantName });
    },
    async menu(owner: OwnerFixture, document: MenuDocumentInput) {
      return createMenu(deps(), owner.id, document);
    },
    signIn: (owner: OwnerFixture) => signIn(getApp().auth, owner),
    /** The restaurant's readable address, given at sign-up. */
    slugOf: (owner: OwnerFixture) =>
      slugRepository.findCurrent(getApp().testDatabase.database.db, owner.id),
    get: (url: string, headers: Record<string, string> = {}) =>
      getApp().app.inject({ method: 'GET', url, headers }),
    /** An owner of `plan` with the sample menu and the tables `names`; each table's code. */
    async restaurantWithTables(plan: Plan, names: string[]) {
      const app = getApp();
      const owner = await createOwner(deps(), { plan });
      await createMenu(deps(), owner.id, sampleMenu());
      const saved = await app.app.inject({
        method: 'PUT',
        url: '/api/v1/tables',
        headers: { cookie: await signIn(app.auth, owner), origin: app.config.publicUrl },
        payload: { names },
      });
      if (saved.statusCode !== 200) throw new Error(`tables not saved: ${saved.body}`);
      await app.translationQueue.idle();
      const tables = saved.json().tables as { name: string; token: string }[];
      const tokenOf = (name: string) => tables.find((table) => table.name === name)?.token ?? '';
      return { owner, tokenOf };
    },
    /** A diner page's HTML over the app's socket (the warm path answers there); 200 or throws. */
    async page(url: string) {
      const response = await fetch(`${getApp().baseUrl}${url}`);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    },
  };
}

/** Writes a menu document straight into the database, as another process (or old data) would. */
export async function writeDocumentDirectly(
  testApp: TestApp,
  menuId: string,
  document: unknown,
): Promise<void> {
  await testApp.testDatabase.database.db
    .updateTable('menu')
    .set((eb) => ({
      document: JSON.stringify(document),
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', menuId)
    .execute();
}
