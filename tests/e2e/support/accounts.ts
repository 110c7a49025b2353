// Helpers for the specs of the real account flows: unique addresses, the local mail outbox,
// sign-up over HTTP. Other specs make their owners with the fixtures (fixtures.ts).
import { type APIRequestContext, expect } from '@playwright/test';
import { API_HEADERS } from './e2e-env';

export const PASSWORD = 'Une phrase de passe solide';

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
    headers: API_HEADERS,
    data: { email, password, restaurantName, name: restaurantName },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A confirmed owner, signed up over HTTP and confirmed through the emailed link: the real
 * flow, limited to 5 a minute from one address (the e2e server sees every request from 127.0.0.1).
 */
export async function createConfirmedOwner(request: APIRequestContext, restaurantName: string) {
  const owner = { email: uniqueEmail('owner'), password: PASSWORD, restaurantName };
  await signUpViaApi(request, owner);
  const mail = await waitForMail(request, owner.email, 'Confirmez votre adresse email');
  const confirmation = await request.get(linkIn(mail));
  expect(confirmation.ok()).toBe(true);
  return owner;
}
