// Helpers for the accounts specs: unique owners, the local mail outbox, API sign-in.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Une phrase de passe solide';

/**
 * The e2e server trusts X-Forwarded-For (TRUST_PROXY): fixtures that create or sign in owners
 * through the API present themselves as different clients, so the suite can create many
 * owners without tripping the per-IP limits the product keeps in production.
 */
export function fixtureClientHeaders(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}

type OutboxMail = { to: string; subject: string; text: string; html: string; sentAt: string };

/** A unique address per call, so tests never share an account (the database is per run). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
}

/** The newest mail to `to` whose subject contains `subject`; mail leaves in the background. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && mail.subject.includes(subject));
        return found !== undefined;
      },
      { message: `no mail "${subject}" to ${to} in the outbox` },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** The link of a mail, as a path: the test then opens it on Playwright's baseURL. */
export function linkIn(mail: OutboxMail): string {
  const url = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in the mail "${mail.subject}"`);
  const link = new URL(url);
  return `${link.pathname}${link.search}`;
}

/** Signs up through the API (no session: the address must be confirmed first). */
export async function signUpViaApi(
  request: APIRequestContext,
  owner: { email: string; restaurantName: string; password?: string },
) {
  const { email, restaurantName, password = PASSWORD } = owner;
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password, restaurantName, name: restaurantName },
    headers: fixtureClientHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A confirmed owner, created and confirmed through the API and the outbox. */
export async function createConfirmedOwner(request: APIRequestContext, restaurantName: string) {
  const owner = { email: uniqueEmail('owner'), password: PASSWORD, restaurantName };
  await signUpViaApi(request, owner);
  const mail = await waitForMail(request, owner.email, 'Confirmez votre adresse email');
  const confirmation = await request.get(linkIn(mail));
  expect(confirmation.ok()).toBe(true);
  return owner;
}

/** Signs the page in through the API: `page.request` shares the browser context's cookies. */
export async function signInViaApi(page: Page, owner: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: owner.email, password: owner.password },
    headers: fixtureClientHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
}
