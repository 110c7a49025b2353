// Issue 24 §5 "Printed tickets" in Chromium: "Imprimer" prints the order's kitchen ticket
// alone, read back from the PDF the browser makes of the page at 80 mm and 58 mm; "Impression
// automatique" prints each new order once on the device, never again after a reload, never the
// orders already there when it was turned on, and once for two boards open in one browser.
// A real print would open the system's dialog (and a headless browser would stay "printing"):
// an init script replaces `window.print` and records the ticket each call would print.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { createMenuViaApi, watchConsole } from './support/dashboard';
import { expect, test } from './support/fixtures';
import { changeOrderStatus, openBoard, openOrdering, placeOrder } from './support/orders';
import { pdfPages, pdfText } from './support/pdf';

test.use({ viewport: { width: 1280, height: 800 } });

/** Records, for each `window.print()` call, the order whose ticket the page holds then. */
async function recordPrints(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const printed: string[] = [];
    Object.assign(window, { printedTickets: printed });
    window.print = () => {
      const ticket = document.querySelector('#ticket-print-root [data-order-id]');
      printed.push(ticket?.getAttribute('data-order-id') ?? '(no ticket)');
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { printedTickets: string[] }).printedTickets);
}

const WINE_VARIANTS = [
  { id: randomUUID(), name: 'Verre 12 cl', price: '6' },
  { id: randomUUID(), name: 'Bouteille 75 cl', price: '32' },
];

async function restaurantTakingOrders(page: Page) {
  const menuId = await createMenuViaApi(page, 'Carte', [
    { name: 'Entrecôte', price: '24.50' },
    { name: 'Vin rouge', price: '6', variants: WINE_VARIANTS },
  ]);
  await openOrdering(page);
  return menuId;
}

const card = (page: Page, number: number, table: string) =>
  page.getByRole('article', { name: `n° ${number} · ${table}` });

test('"Imprimer" prints the kitchen ticket alone, at 80 mm and at 58 mm', async ({
  page,
  request,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Ticket', 'premium');
  const menuId = await restaurantTakingOrders(page);
  const printed = await recordPrints(page);
  await openBoard(page);

  const order = await placeOrder(
    page,
    request,
    menuId,
    [
      { dish: 'Vin rouge', variant: 'Verre 12 cl', quantity: 2 },
      { dish: 'Entrecôte', quantity: 1, note: 'bien cuite, sans sauce' },
    ],
    '7',
  );
  const { createdAt } = (await (await page.request.get(`/api/v1/orders/${order.id}`)).json()) as {
    createdAt: string;
  };
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(createdAt));

  const imprimer = card(page, order.number, 'Table 7').getByRole('button', {
    name: `Imprimer le ticket n° ${order.number}`,
  });
  await imprimer.click();
  expect(await printed()).toEqual([order.id]);

  // What the browser prints: the ticket alone, the board hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeHidden();
  const text80 = await pdfText(await page.pdf({ width: '80mm' }));
  expect(text80).toContain('Table 7');
  expect(text80).toContain(`n° ${order.number} · ${time}`);
  expect(text80).toContain('2 × Vin rouge — Verre 12 cl');
  expect(text80).toContain('1 × Entrecôte');
  expect(text80).toContain('« bien cuite, sans sauce »');
  // Nothing else: no prices, no board.
  for (const absent of ['€', '24,50', '6,00', '36,50', 'Total', 'Imprimer', 'Commandes', 'Prêt']) {
    expect(text80).not.toContain(absent);
  }
  // Back to the media of the page's own choice (a PDF in print media, the board on screen).
  await page.emulateMedia({ media: null });

  // The page the browser asks the printer for: the paper's width, one page as long as the
  // ticket. (Printing ended with the PDF, as after a real print: "Imprimer" again.)
  await imprimer.click();
  const page80 = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(page80).toMatchObject({ count: 1, widthMm: 80 });
  expect(page80.heightMm).toBeGreaterThan(80);

  // 58 mm, chosen on this device and remembered by it.
  await page.getByLabel('Largeur du ticket').selectOption('58');
  await openBoard(page, { reload: true });
  await expect(page.getByLabel('Largeur du ticket')).toHaveValue('58');
  await imprimer.click();
  expect(await printed()).toEqual([order.id]);
  // pdftotext reads a space from the gap between glyphs: in the 58 mm ticket's smaller type,
  // the one between a quantity and its "×" may fall under its threshold.
  const text58 = (await pdfText(await page.pdf({ width: '58mm' }))).replace(/(\d) ?×/g, '$1 ×');
  for (const present of [
    'Table 7',
    `n° ${order.number} · ${time}`,
    '2 × Vin rouge — Verre 12 cl',
    '1 × Entrecôte',
    '« bien cuite, sans sauce »',
  ]) {
    expect(text58).toContain(present);
  }
  for (const absent of ['€', '24,50', 'Total', 'Imprimer', 'Commandes']) {
    expect(text58).not.toContain(absent);
  }
  await imprimer.click();
  const page58 = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(page58).toMatchObject({ count: 1, widthMm: 58 });
  expect(errors).toEqual([]);
});

test('"Impression automatique" prints each new order once on the device, never again after a reload', async ({
  page,
  request,
  signedInOwner,
}) => {
  const errors = watchConsole(page);
  await signedInOwner('Chez Auto', 'premium');
  const menuId = await restaurantTakingOrders(page);
  const entrecote = [{ dish: 'Entrecôte', quantity: 1 }];
  const printed = await recordPrints(page);

  // An order already there when the switch is turned on is not new: it never prints by itself.
  const before = await placeOrder(page, request, menuId, entrecote, '1');
  await openBoard(page);
  await expect(card(page, before.number, 'Table 1')).toBeVisible();
  const autoPrint = page.getByRole('switch', { name: 'Impression automatique' });
  await expect(autoPrint).not.toBeChecked();
  await autoPrint.focus();
  await page.keyboard.press('Space');
  await expect(autoPrint).toBeChecked();

  // The board with its new controls and a card's "Imprimer", for axe.
  await expectAccessible(page, 'orders board with the ticket controls');

  // A diner's new order: one ticket.
  const first = await placeOrder(page, request, menuId, entrecote, '2');
  await expect.poll(printed).toEqual([first.id]);
  // Moved on, it does not print again.
  await changeOrderStatus(page, first.id, 'preparing');
  await expect(card(page, first.number, 'Table 2')).toContainText('En préparation');

  // After a reload the switch is still on, and neither order prints again: the next order is
  // the only one printed (its print proves the board has looked at the list).
  await openBoard(page, { reload: true });
  await expect(autoPrint).toBeChecked();
  const second = await placeOrder(page, request, menuId, entrecote, '3');
  await expect.poll(printed).toEqual([second.id]);

  // An order placed while the board is closed prints when it opens again.
  await page.goto('/dashboard');
  const third = await placeOrder(page, request, menuId, entrecote, '4');
  await openBoard(page);
  await expect.poll(printed).toEqual([third.id]);

  // Turned off: nothing prints.
  await autoPrint.click();
  await expect(autoPrint).not.toBeChecked();
  const fourth = await placeOrder(page, request, menuId, entrecote, '5');
  await expect(card(page, fourth.number, 'Table 5')).toBeVisible();
  expect(await printed()).toEqual([third.id]);
  expect(errors).toEqual([]);
});

test('two boards open in one browser print a new order once', async ({
  page,
  request,
  signedInOwner,
}) => {
  await signedInOwner('Chez Double', 'premium');
  const menuId = await restaurantTakingOrders(page);
  const entrecote = [{ dish: 'Entrecôte', quantity: 1 }];
  const other = await page.context().newPage();
  const printedHere = await recordPrints(page);
  const printedThere = await recordPrints(other);
  await openBoard(page);
  await page.getByRole('switch', { name: 'Impression automatique' }).click();
  await openBoard(other);
  // The other tab follows the setting of the device.
  await expect(other.getByRole('switch', { name: 'Impression automatique' })).toBeChecked();

  const printedAnywhere = async () => [...(await printedHere()), ...(await printedThere())];
  const first = await placeOrder(page, request, menuId, entrecote, '2');
  await expect.poll(printedAnywhere).toEqual([first.id]);
  // Both tabs check in turn: by the time the next order prints, both have seen the first.
  const second = await placeOrder(page, request, menuId, entrecote, '3');
  await expect
    .poll(async () => (await printedAnywhere()).sort())
    .toEqual([first.id, second.id].sort());
});
