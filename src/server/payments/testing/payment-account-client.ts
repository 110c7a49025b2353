import type { InjectOptions } from 'fastify';
import type { Plan } from '../../../domain/plans/plans';
import { createOwner, type OwnerFixture, signIn } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

export type SignedInOwner = OwnerFixture & { cookie: string };

/**
 * The owner's side of table payments, as the owner app calls it (same origin, session cookie):
 * for the tests of the account, the settings and the local payment mode.
 */
export function paymentAccountClient(testApp: TestApp) {
  const call = (options: InjectOptions & { cookie?: string }, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      remoteAddress,
      ...options,
      headers: {
        origin: testApp.config.publicUrl,
        ...(options.cookie && { cookie: options.cookie }),
        ...(options.headers as object),
      },
    });

  return {
    call,

    async owner(plan: Plan = 'premium'): Promise<SignedInOwner> {
      const created = await createOwner(
        { auth: testApp.auth, database: testApp.testDatabase.database, events: testApp.events },
        { plan },
      );
      return { ...created, cookie: await signIn(testApp.auth, created) };
    },

    account: (who: SignedInOwner, remoteAddress?: string) =>
      call({ method: 'GET', url: '/api/v1/payments/account', cookie: who.cookie }, remoteAddress),

    link: (who: SignedInOwner, remoteAddress?: string) =>
      call(
        { method: 'POST', url: '/api/v1/payments/account/link', cookie: who.cookie },
        remoteAddress,
      ),

    settings: (who: SignedInOwner) =>
      call({ method: 'GET', url: '/api/v1/payments/settings', cookie: who.cookie }),

    saveSettings: (who: SignedInOwner, payload: Record<string, unknown>) =>
      call({ method: 'PUT', url: '/api/v1/payments/settings', cookie: who.cookie, payload }),

    /** The connected account stored for an owner (null: none). */
    async storedAccountId(ownerId: string): Promise<string | null> {
      const row = await testApp.testDatabase.database.db
        .selectFrom('payment_account')
        .select('stripe_account_id')
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return row?.stripe_account_id ?? null;
    },
  };
}
