import type { FakeStripe } from '../../testing/fake-stripe';
import { connectWebhookPoster } from '../../testing/fake-stripe-connect';
import type { TestApp } from '../../testing/test-app';
import { paymentAccountClient } from './payment-account-client';

/**
 * Takes a restaurant through Stripe's onboarding as the fake Stripe tells it: its account is
 * created, then Stripe says it can take payments (a signed Connect event). Table payments are
 * then on ("après le repas" until the owner says otherwise).
 */
export async function activateTablePayments(
  testApp: TestApp,
  fake: FakeStripe,
  owner: { id: string; cookie: string },
) {
  const client = paymentAccountClient(testApp);
  const link = await client.call({
    method: 'POST',
    url: '/api/v1/payments/account/link',
    cookie: owner.cookie,
  });
  if (link.statusCode !== 200) throw new Error(`no onboarding link: ${link.body}`);
  const accountId = (await client.storedAccountId(owner.id)) ?? '';
  const activated = fake.connect.updateAccount(accountId, {
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    currentlyDue: [],
    disabledReason: null,
  });
  const status = await connectWebhookPoster(testApp.app)(activated);
  if (status !== 200) throw new Error(`account not activated: ${status}`);
  return accountId;
}
