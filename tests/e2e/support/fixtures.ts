// The specs' `test`: owners made by the integration tests' factories straight in the e2e
// server's database, and signed in by putting a session cookie in the browser (the Epic Stack's
// Playwright helpers do the same). Sign-up, confirmation and sign-in themselves are tested
// through the real flows in accounts.spec.ts and accounts-settings.spec.ts.
import { type BrowserContext, test as base } from '@playwright/test';
import type { MenuDocumentInput } from '../../../src/domain/menu/menu-schema';
import type { Plan } from '../../../src/domain/plans/plans';
import { type E2eHarness, openE2eHarness } from '../../../src/server/testing/e2e-harness';
import type { OwnerFixture } from '../../../src/server/testing/factories';
import { E2E_BASE_URL, e2eServerEnv } from './e2e-env';
import { startE2eServer } from './e2e-server';

export { expect } from '@playwright/test';
export type { OwnerFixture };

type OwnerOptions = Parameters<E2eHarness['createOwner']>[0];

type Fixtures = {
  /** A confirmed owner (free plan unless `plan` says otherwise), not signed in. */
  createOwner: (options?: OwnerOptions) => Promise<OwnerFixture>;
  /** Signs the page's browser context (or `context`) in as `owner`: a new session cookie. */
  signIn: (owner: OwnerFixture, context?: BrowserContext) => Promise<void>;
  /** A new owner, signed in on the test's page. */
  signedInOwner: (restaurantName: string, plan?: Plan) => Promise<OwnerFixture>;
  /** Changes the owner's plan as the operator command does (the page is not told). */
  setPlan: (owner: OwnerFixture, plan: Plan) => Promise<void>;
  /** A menu for `owner`, through the menu service (plan rules apply). */
  createMenuFor: (owner: OwnerFixture, document: MenuDocumentInput) => Promise<{ id: string }>;
};

type WorkerFixtures = {
  /** This worker's own server and database (e2e-server.ts): its address, started before its first test. */
  e2eServer: string;
  harness: E2eHarness;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startE2eServer();
      await use(E2E_BASE_URL);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  // Pages and API requests go to this worker's server (the config sets no baseURL).
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer);
  },
  harness: [
    async ({ e2eServer: _ }, use) => {
      const harness = openE2eHarness(e2eServerEnv());
      await use(harness);
      await harness.close();
    },
    { scope: 'worker' },
  ],
  createOwner: async ({ harness }, use) => {
    await use((options) => harness.createOwner(options));
  },
  signIn: async ({ harness, page }, use) => {
    await use(async (owner, context = page.context()) => {
      const { name, value } = await harness.sessionCookie(owner);
      await context.addCookies([
        { name, value, url: E2E_BASE_URL, httpOnly: true, sameSite: 'Lax' },
      ]);
    });
  },
  signedInOwner: async ({ createOwner, signIn }, use) => {
    await use(async (restaurantName, plan) => {
      const owner = await createOwner({ restaurantName, plan });
      await signIn(owner);
      return owner;
    });
  },
  setPlan: async ({ harness }, use) => {
    await use((owner, plan) => harness.setPlan(owner, plan));
  },
  createMenuFor: async ({ harness }, use) => {
    await use((owner, document) => harness.createMenu(owner, document));
  },
});
