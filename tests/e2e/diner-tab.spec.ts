// "L'addition" on the diners' phones (issue 23 §1) in Chromium, at a phone's width: two phones
// at table 4, one in French and one in English, order in turn; each phone's "L'addition" shows
// both orders, round by round, live while it is open. The panel is a dialog a keyboard can
// use, and a language switch keeps it (the table's code stays in the page's links).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { API_HEADERS } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { placeOrder, tableTokenOf } from './support/orders';
import { pdfText } from './support/pdf';

/** The narrowest phone the diner page is made for. */
const PHONE = { width: 360, height: 740 };

async function dinerPhone(browser: Browser, locale: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
}

/**
 * A Premium restaurant taking orders, with table 4: the address its QR code carries, and the
 * menu's id.
 */
async function restaurantWithTable4(
  owner: Page,
  signedInOwner: (name: string, plan: 'premium') => Promise<{ id: string }>,
  extraDishes: { name: string; price: string }[] = [],
) {
  const account = await signedInOwner('Chez Ardoise', 'premium');
  const menuId = await createMenuViaApi(owner, 'Carte du soir', [
    { name: 'Bœuf bourguignon', price: '19.90' },
    { name: 'Velouté de potimarron', price: '8.50' },
    ...extraDishes,
  ]);
  const token = await tableTokenOf(owner, '4');
  const opened = await owner.request.put('/api/v1/ordering', {
    headers: API_HEADERS,
    data: { open: true },
  });
  expect(opened.status()).toBe(200);
  return { tableUrl: `/u/${account.id}?t=${token}`, menuId };
}

const tabButton = (page: Page, name: string) =>
  page.locator('header').getByRole('button', { name, exact: true });
const tabPanel = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function order(page: Page, addLabel: string, times: number, cart: RegExp, send: string) {
  for (let tap = 0; tap < times; tap += 1)
    await page.getByRole('button', { name: addLabel }).click();
  await page.getByRole('button', { name: cart }).click();
  await page.getByRole('dialog').getByRole('button', { name: send }).click();
  await expect(page.locator('.order-pills .pill').last()).toBeVisible();
}

test('two phones at table 4 see both orders in “L’addition”, live; a keyboard uses it; a language switch keeps it', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const { tableUrl } = await restaurantWithTable4(owner, signedInOwner);
  const french = await dinerPhone(browser, 'fr-FR');
  const english = await dinerPhone(browser, 'en-GB');
  const ana = await french.newPage();
  const ben = await english.newPage();
  const errors = [...watchConsole(ana), ...watchConsole(ben)];
  await ana.goto(tableUrl);
  await ben.goto(`${tableUrl}&lang=en`);

  // Nothing ordered yet: the French phone's panel says so.
  await tabButton(ana, 'L’addition').click();
  const anaTab = tabPanel(ana, 'L’addition · Table 4');
  await expect(anaTab).toBeVisible();
  await expect(anaTab.getByText('Rien à régler pour le moment')).toBeVisible();
  // Nothing to pay, so no word of how to pay.
  await expect(anaTab.getByText('Pour régler, adressez-vous au personnel.')).toHaveCount(0);

  // The English phone orders; the French phone's open panel shows it without a reload.
  await order(ben, 'Add Beef bourguignon to cart', 1, /^View cart/, 'Send order');
  await expect(anaTab.getByRole('heading', { name: '1ʳᵉ commande' })).toBeVisible();
  await expect(anaTab.locator('.tab-line')).toHaveText(['1 × Bœuf bourguignon19,90 €']);
  // This restaurant takes no payment at the table: the panel says whom to pay.
  await expect(anaTab.getByText('Pour régler, adressez-vous au personnel.')).toBeVisible();
  await anaTab.getByRole('button', { name: 'Fermer' }).click();
  await expect(anaTab).toBeHidden();

  // The French phone orders in turn; the English phone's panel shows both rounds.
  await order(
    ana,
    'Ajouter Velouté de potimarron au panier',
    2,
    /^Voir le panier/,
    'Envoyer la commande',
  );
  await tabButton(ben, 'The bill').click();
  const benTab = tabPanel(ben, 'The bill · Table 4');
  await expect(benTab.getByRole('heading', { name: 'Round 2' })).toBeVisible();
  await expect(benTab.getByRole('heading', { name: 'Round 1' })).toBeVisible();
  await expect(benTab.locator('.tab-line')).toHaveText([
    '1 × Beef bourguignon19,90 €',
    '2 × Red kuri squash soup17,00 €',
  ]);
  await expect(benTab.locator('.tab-total')).toHaveText([
    'Total36,90 €',
    'Paid0,00 €',
    'Left to pay36,90 €',
  ]);
  // At 360 px, nothing sticks out of the panel.
  expect(await benTab.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await expectAccessible(ben, 'the bill, open');

  // By keyboard: the button opens the dialog, the focus stays inside, Escape closes it and the
  // focus comes back to the button.
  await benTab.getByRole('button', { name: 'Close' }).click();
  const benButton = tabButton(ben, 'The bill');
  await benButton.focus();
  await ben.keyboard.press('Enter');
  await expect(benTab).toBeVisible();
  for (let press = 0; press < 4; press += 1) {
    await ben.keyboard.press('Tab');
    expect(await benTab.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await ben.keyboard.press('Escape');
  await expect(benTab).toBeHidden();
  await expect(benButton).toBeFocused();

  // Another language: the page keeps the table's code, "L'addition" follows in Spanish.
  await ana.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(ana.locator('html')).toHaveAttribute('lang', 'es');
  await tabButton(ana, 'La cuenta').click();
  const anaSpanish = tabPanel(ana, 'La cuenta · Mesa 4');
  await expect(anaSpanish.getByRole('heading', { name: 'Pedido 2' })).toBeVisible();
  await expect(anaSpanish.locator('.tab-remaining')).toHaveText('Queda por pagar36,90 €');

  // Both still live: a third order shows on the open Spanish panel.
  await order(ben, 'Add Beef bourguignon to cart', 1, /^View cart/, 'Send order');
  await expect(anaSpanish.getByRole('heading', { name: 'Pedido 3' })).toBeVisible();
  await expect(anaSpanish.locator('.tab-remaining')).toHaveText('Queda por pagar56,80 €');
  expect(errors).toEqual([]);
  await french.close();
  await english.close();
});

/** The restaurant connects its (local) Stripe account and takes tips, as in Paramètres. */
async function takeTablePayments(owner: Page, when: 'after' | 'before' = 'after') {
  const link = await owner.request.post('/api/v1/payments/account/link', { headers: API_HEADERS });
  expect(link.status(), await link.text()).toBe(200);
  await owner.goto((await link.json()).url);
  await owner.getByRole('button', { name: 'Connecter' }).click();
  await owner.waitForURL(/\/dashboard/);
  const settings = await owner.request.put('/api/v1/payments/settings', {
    headers: API_HEADERS,
    data: { when, tips: true },
  });
  expect(settings.status(), await settings.text()).toBe(200);
}

/** The local payment mode's Checkout page: "Payer" settles it, as Stripe would. */
async function payOnCheckout(page: Page, total: string) {
  await page.waitForURL(/\/dev\/payments\/checkout\//);
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await page.waitForURL(/\/paiement\//);
}

/** What the browser logs for refusals and requests the test cut on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/status of 409|net::ERR_(FAILED|CONNECTION_RESET)|ERR_ABORTED/.test(error),
  );

// Issue 23's three phones, in the local payment mode (the restaurant connected in one click,
// Checkout played by the app's local pages).
test('three phones pay table 4 (own lines and half the bottle with a tip, the other half after a lost answer, the rest after a refusal); the board follows, the receipt PDF reads, a refund from the board', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(180_000);
  const { tableUrl, menuId } = await restaurantWithTable4(owner, signedInOwner, [
    { name: 'Côtes du Rhône (bouteille)', price: '30.00' },
  ]);
  await takeTablePayments(owner);
  const phones = await Promise.all(
    ['fr-FR', 'en-GB', 'es-ES'].map((locale) => dinerPhone(browser, locale)),
  );
  const [ana, ben, carla] = await Promise.all(phones.map((phone) => phone.newPage()));
  if (!ana || !ben || !carla) throw new Error('three phones');
  const errors = [ana, ben, carla].flatMap((page) => watchConsole(page));
  await placeOrder(
    owner,
    ben.request,
    menuId,
    [
      { dish: 'Bœuf bourguignon', quantity: 1 },
      { dish: 'Côtes du Rhône (bouteille)', quantity: 1 },
    ],
    '4',
  );
  await placeOrder(
    owner,
    carla.request,
    menuId,
    [{ dish: 'Velouté de potimarron', quantity: 2 }],
    '4',
  );

  // The board follows the table's tab while it is paid (issue 23 §1).
  await owner.goto('/dashboard/orders');
  const boardTab = owner
    .getByRole('region', { name: 'Additions ouvertes' })
    .getByRole('article', { name: 'Addition Table 4' });
  await expect(boardTab).toContainText('66,90');

  // Ana pays her beef and half the bottle, with a 10 % tip; she opens the tab from the cart's
  // pointer, and her double tap makes one payment.
  await ana.goto(tableUrl);
  await ana.getByRole('button', { name: /^Voir le panier/ }).click();
  await ana.getByRole('button', { name: 'Payez depuis l’addition, quand vous voulez' }).click();
  const anaTab = tabPanel(ana, 'L’addition · Table 4');
  await expect(anaTab.locator('.tab-remaining')).toHaveText('Reste à payer66,90 €');
  await expect(anaTab.getByText('Aucun frais supplémentaire')).toBeVisible();
  await anaTab.getByRole('radio', { name: 'Je paie ce que j’ai pris' }).check();
  await anaTab.getByRole('checkbox', { name: /Bœuf bourguignon/ }).check();
  await anaTab.getByRole('checkbox', { name: /Côtes du Rhône/ }).check();
  await anaTab
    .getByRole('combobox', { name: 'Partage : Côtes du Rhône (bouteille)' })
    .selectOption({ label: 'À partager entre 2' });
  await expect(anaTab.getByText('Votre part : 34,90 €')).toBeVisible();
  await anaTab.getByRole('radio', { name: /^10 %/ }).check();
  await expectAccessible(ana, 'paying from the bill');
  await anaTab.getByRole('button', { name: 'Payer 38,39 €' }).dblclick();
  await payOnCheckout(ana, '38,39 €');
  await expect(ana.getByText('Merci, votre paiement est confirmé.')).toBeVisible();
  const anaReceipt = String(
    await ana.getByRole('link', { name: 'Voir le reçu' }).getAttribute('href'),
  );
  // The board's "Reste" follows, live: 66,90 − 34,90.
  await expect(boardTab.getByRole('definition').last()).toHaveText(/32,00/);

  // Carla opens the tab now, and her phone stops hearing of changes (a tunnel, say).
  await carla.route('**/tables/*/events**', (route) => route.abort());
  await carla.goto(`${tableUrl}&lang=es`);
  await tabButton(carla, 'La cuenta').click();
  const carlaTab = tabPanel(carla, 'La cuenta · Mesa 4');
  await expect(carlaTab.locator('.tab-remaining')).toHaveText('Queda por pagar32,00 €');

  // Ben pays the other half of the bottle; the first answer is lost on the way, the retry
  // gets the same payment.
  await ben.goto(`${tableUrl}&lang=en`);
  await tabButton(ben, 'The bill').click();
  const benTab = tabPanel(ben, 'The bill · Table 4');
  await expect(benTab.locator('.tab-line', { hasText: 'Beef bourguignon' })).toContainText('Paid');
  await expect(benTab.locator('.tab-line', { hasText: 'Côtes du Rhône' })).toContainText(
    'Paid: 15,00 €',
  );
  await benTab.getByRole('radio', { name: 'I pay for what I had' }).check();
  await expect(benTab.getByRole('checkbox', { name: /Beef bourguignon/ })).toHaveCount(0);
  await benTab.getByRole('checkbox', { name: /Côtes du Rhône/ }).check();
  await benTab.getByRole('radio', { name: 'No tip' }).check();
  let isLost = true;
  await ben.route('**/api/v1/public/tabs/*/payments', async (route) => {
    if (!isLost) return route.continue();
    isLost = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await benTab.getByRole('button', { name: 'Pay 15,00 €' }).click();
  await expect(benTab.getByRole('alert')).toHaveText(
    'No connection. Your choice is kept: please try again.',
  );
  await benTab.getByRole('button', { name: 'Pay 15,00 €' }).click();
  await ben.waitForURL(/\/dev\/payments\/checkout\//);

  // Carla's stale tab still shows the bottle's half: asking for it is refused, in Spanish,
  // and her tab is read again.
  await carlaTab.getByRole('radio', { name: 'Pago lo que he tomado' }).check();
  await carlaTab.getByRole('checkbox', { name: /Côtes du Rhône/ }).check();
  await carlaTab.getByRole('button', { name: 'Pagar 15,00 €' }).click();
  await expect(carlaTab.getByRole('alert')).toContainText('Otra persona acaba de pagar');
  await expect(carlaTab.locator('.tab-line', { hasText: 'Côtes du Rhône' })).toContainText(
    'Pago en curso: 15,00 €',
  );
  // Her choice stays as she made it, and can no longer be paid.
  await expect(carlaTab.getByRole('checkbox', { name: /Côtes du Rhône/ })).toBeChecked();
  await expect(carlaTab.getByRole('button', { name: 'Pagar', exact: true })).toBeVisible();

  await payOnCheckout(ben, '15,00 €');
  await expect(ben.getByText('Thank you, your payment is confirmed.')).toBeVisible();

  // Carla pays the rest with a 2 € tip: the tab is paid and closes.
  await carlaTab.getByRole('radio', { name: 'Pagar todo' }).check();
  await carlaTab.getByRole('radio', { name: 'Otra cantidad' }).check();
  await carlaTab.getByRole('textbox', { name: 'Propina (€)' }).fill('2');
  await carlaTab.getByRole('button', { name: 'Pagar 19,00 €' }).click();
  await payOnCheckout(carla, '19,00 €');
  await carla.getByRole('link', { name: 'Volver a la carta y a la cuenta' }).click();
  await tabButton(carla, 'La cuenta').click();
  await expect(carlaTab.getByText('Nada que pagar por ahora')).toBeVisible();

  // Paid in full: the tab leaves the board's open tabs, live.
  await expect(boardTab).toBeHidden();

  // Ana's receipt as a PDF, read as a mail client would (pdftotext): the lines, the VAT.
  const pdf = await ana.request.get(`${anaReceipt}&format=pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Bœuf bourguignon');
  expect(text).toMatch(/TVA/);
  expect(text).toMatch(/10 %/);
  expect(text).toContain('38,39');

  // A refund from the board: 5 € of Ana's payment, with a reason.
  await owner.getByText('Additions clôturées').click();
  const closedTab = owner
    .getByRole('list', { name: 'Additions clôturées' })
    .getByRole('article', { name: 'Addition Table 4' });
  const anaPayment = closedTab.getByRole('listitem').filter({ hasText: '38,39' });
  await anaPayment.getByRole('button', { name: 'Rembourser' }).click();
  const refund = owner.getByRole('alertdialog', { name: 'Rembourser ce paiement ?' });
  await refund.getByLabel('Montant (€)').fill('5');
  await refund.getByLabel('Raison').fill('Plat renvoyé');
  await refund.getByRole('button', { name: 'Rembourser' }).click();
  await expect(refund).toBeHidden();
  await expect(anaPayment).toContainText('remboursé 5,00');

  // Three payments, one each: the double tap and the lost answer made no second one.
  const closed = await owner.request.get('/api/v1/tabs?status=closed');
  const [tab] = (await closed.json()).tabs as {
    paidCents: number;
    payments: { status: string; amountCents: number; tipCents: number }[];
  }[];
  expect(tab?.paidCents).toBe(6690);
  const made = (tab?.payments ?? []).map((p) => [p.amountCents, p.tipCents, p.status].join(' '));
  expect(made.sort()).toEqual(['1500 0 succeeded', '1700 200 succeeded', '3490 349 succeeded']);
  expect(unexpected(errors)).toEqual([]);
  await Promise.all(phones.map((phone) => phone.close()));
});

test('“À la commande”: the order just sent opens the tab with its lines chosen, and reaches the kitchen once paid', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(120_000);
  const { tableUrl } = await restaurantWithTable4(owner, signedInOwner);
  await takeTablePayments(owner, 'before');
  const phone = await dinerPhone(browser, 'en-GB');
  const diner = await phone.newPage();
  const errors = watchConsole(diner);
  await diner.goto(`${tableUrl}&lang=en`);
  await order(diner, 'Add Beef bourguignon to cart', 2, /^View cart/, 'Send order');

  const tab = tabPanel(diner, 'The bill · Table 4');
  await expect(tab.getByText('Pay for your order to send it to the kitchen')).toBeVisible();
  await expect(tab.getByRole('radio', { name: 'I pay for what I had' })).toBeChecked();
  await expect(tab.getByRole('checkbox', { name: /Beef bourguignon/ })).toBeChecked();
  // Not on the board until paid.
  const orders = async () =>
    (await (await owner.request.get('/api/v1/orders')).json()) as unknown[];
  expect(await orders()).toEqual([]);
  await tab.getByRole('radio', { name: 'No tip' }).check();
  await tab.getByRole('button', { name: 'Pay 39,80 €' }).click();
  await payOnCheckout(diner, '39,80 €');
  await expect(diner.getByText('Thank you, your payment is confirmed.')).toBeVisible();
  await expect.poll(async () => (await orders()).length).toBe(1);
  expect(errors).toEqual([]);
  await phone.close();
});

// Issue 41 §1 on a phone-sized window: after Ana paid her own beef, "Partager le reste entre 3
// personnes" divides what remains (17,00 €), not the whole bill, shows the share before paying,
// and the next phone joins the same split; the last share, paid again from Ben's phone for a
// friend without one (the same choice as his first payment: a new payment, not his first one
// back), is the exact rest.
test('“Partager le reste entre 3 personnes” divides what remains, shows each share before paying, the last pays the exact rest', async ({
  page: owner,
  browser,
  signedInOwner,
}) => {
  test.setTimeout(150_000);
  const { tableUrl, menuId } = await restaurantWithTable4(owner, signedInOwner);
  await takeTablePayments(owner);
  const phones = await Promise.all(
    [0, 1, 2].map(() =>
      browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'fr-FR',
      }),
    ),
  );
  const [ana, ben, chloe] = await Promise.all(phones.map((phone) => phone.newPage()));
  if (!ana || !ben || !chloe) throw new Error('three phones');
  const errors = [ana, ben, chloe].flatMap((page) => watchConsole(page));
  await placeOrder(
    owner,
    ana.request,
    menuId,
    [
      { dish: 'Bœuf bourguignon', quantity: 1 },
      { dish: 'Velouté de potimarron', quantity: 2 },
    ],
    '4',
  );

  const openTab = async (page: Page) => {
    await page.goto(tableUrl);
    await tabButton(page, 'L’addition').click();
    const panel = tabPanel(page, 'L’addition · Table 4');
    await expect(panel.locator('.tab-remaining')).toBeVisible();
    return panel;
  };

  // Ana pays her own beef: 17,00 € remain.
  const anaTab = await openTab(ana);
  await anaTab.getByRole('radio', { name: 'Je paie ce que j’ai pris' }).check();
  await anaTab.getByRole('checkbox', { name: /Bœuf bourguignon/ }).check();
  await anaTab.getByRole('button', { name: 'Payer 19,90 €' }).click();
  await payOnCheckout(ana, '19,90 €');
  await expect(ana.getByText('Merci, votre paiement est confirmé.')).toBeVisible();

  // Ben shares the rest among three: 5,66 €, shown before he pays (not the whole 17,00 €).
  const benTab = await openTab(ben);
  await expect(benTab.locator('.tab-remaining')).toHaveText('Reste à payer17,00 €');
  await benTab.getByRole('radio', { name: 'Partager le reste entre 2 personnes' }).check();
  await benTab.getByRole('button', { name: 'Une personne de plus' }).click();
  await expect(
    benTab.getByRole('radio', { name: 'Partager le reste entre 3 personnes' }),
  ).toBeChecked();
  await expect(benTab.getByText('Votre part : 5,66 €')).toBeVisible();
  await expect(benTab.getByText('Votre part : 5,66 €')).toBeInViewport();
  await benTab.getByRole('button', { name: 'Payer 5,66 €' }).click();
  await payOnCheckout(ben, '5,66 €');
  await expect(ben.getByText('Merci, votre paiement est confirmé.')).toBeVisible();

  // Chloé's phone joins the same split of three: 11,34 € left for two of them.
  const chloeTab = await openTab(chloe);
  await chloeTab.getByRole('radio', { name: 'Partager le reste entre 3 personnes' }).check();
  await expect(chloeTab.getByText('Partage en cours entre 3 personnes : 1 sur 3')).toBeVisible();
  await expect(chloeTab.getByText('Votre part : 5,67 €')).toBeVisible();
  await chloeTab.getByRole('button', { name: 'Payer 5,67 €' }).click();
  await payOnCheckout(chloe, '5,67 €');
  await expect(chloe.getByText('Merci, votre paiement est confirmé.')).toBeVisible();

  // Ben pays the third share for David, who has no phone: the exact rest, 17,00 − 5,66 − 5,67.
  const lastTab = await openTab(ben);
  await lastTab.getByRole('radio', { name: 'Partager le reste entre 3 personnes' }).check();
  await expect(lastTab.getByText('Partage en cours entre 3 personnes : 2 sur 3')).toBeVisible();
  await expect(lastTab.getByText('Votre part : 5,67 €')).toBeVisible();
  await lastTab.getByRole('button', { name: 'Payer 5,67 €' }).click();
  await payOnCheckout(ben, '5,67 €');
  await expect(ben.getByText('Merci, votre paiement est confirmé.')).toBeVisible();
  const closed = await owner.request.get('/api/v1/tabs?status=closed');
  const [tab] = (await closed.json()).tabs as { paidCents: number; remainingCents: number }[];
  expect(tab).toMatchObject({ paidCents: 3690, remainingCents: 0 });

  expect(unexpected(errors)).toEqual([]);
  await Promise.all(phones.map((phone) => phone.close()));
});
