import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { teamFixtures } from '../team/testing/team-fixtures';
import { richMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { orderFixtures } from './testing/order-fixtures';

// Issue 24 §3: orders taken by staff, a pending order's lines corrected, "Validation par le
// personnel". Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile();
const { call, restaurant, orderOf, place, move, staff } = orderFixtures(() => testApp);
const team = teamFixtures(() => testApp);

const tabOf = async (token: string | undefined) =>
  (await call({ method: 'GET', url: `/api/v1/public/tables/${token}/tab` })).json();

const board = async (cookie: string) =>
  (await call({ method: 'GET', url: '/api/v1/orders', cookie })).json();

/** The order's history as stored: each event, who made it, its kind and reason. */
const historyOf = (orderId: string) =>
  testApp.testDatabase.database.db
    .selectFrom('order_event')
    .select(['from_status', 'to_status', 'kind', 'reason', 'actor', 'actor_id', 'actor_name'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

/** A restaurant whose wine comes by the glass or the bottle, tables 4 and 7. */
async function wineBar() {
  const r = await restaurant({ document: richMenu(), takeAway: false });
  const dishes = r.document.categories.flatMap((category) => category.items);
  const wine = dishes.find((dish) => dish.variants?.length);
  const [glass, bottle] = wine?.variants ?? [];
  const plain = dishes.find((dish) => dish.name === 'Ratatouille');
  if (!wine || !glass || !bottle || !plain) throw new Error('the fixture changed');
  return { ...r, wine: wine.id, glass: glass.id, bottle: bottle.id, plain: plain.id };
}

describe('an order taken by staff', () => {
  it('is priced like a diner’s, marked as taken by staff, and joins the table’s tab', async () => {
    const r = await wineBar();
    const lines = [
      { dishId: r.wine, variantId: r.bottle, quantity: 1, note: 'bien frais' },
      { dishId: r.plain, quantity: 2 },
    ];
    const diner = await place(orderOf(r.menuId, lines, { tableToken: r.tokens['7'] }));
    const taken = await staff.take(r.cookie, {
      table: '7',
      lines: lines.map((line) => ({ ...line, unitPriceCents: 1 })),
      note: 'Anniversaire',
      clientRequestId: randomUUID(),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const order = taken.json();
    expect(order).toMatchObject({
      status: 'pending',
      table: '7',
      number: 2,
      language: 'fr',
      takenByName: 'Propriétaire',
      note: 'Anniversaire',
      totalCents: diner.json().totalCents,
    });
    expect(order).not.toHaveProperty('awaitingValidation');
    expect(order).not.toHaveProperty('statusToken');
    const priced = (line: Record<string, unknown>) => ({
      name: line.name,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp,
      quantity: line.quantity,
      note: line.note,
    });
    expect(order.lines.map(priced)).toEqual(diner.json().lines.map(priced));
    expect(diner.json().takenByName).toBeNull();

    // On table 7's tab, after the diner's round; on the board with who took it.
    const tab = await tabOf(r.tokens['7']);
    expect(tab.lines.map((line: { round: number }) => line.round)).toEqual([1, 1, 2, 2]);
    expect(tab.totalCents).toBe(2 * diner.json().totalCents);
    const [first] = await board(r.cookie);
    expect(first).toMatchObject({ id: order.id, takenByName: 'Propriétaire' });
    expect(await historyOf(order.id)).toEqual([
      {
        from_status: null,
        to_status: 'pending',
        kind: 'status',
        reason: null,
        actor: 'owner',
        actor_id: r.owner.id,
        actor_name: 'Propriétaire',
      },
    ]);
  });

  it('says who took it: "Prise par Karim" for a Service member; the kitchen may not (403)', async () => {
    const r = await restaurant();
    const karim = await team.member(r, 'service', 'Karim');
    const taken = await staff.take(karim.cookie, {
      table: '4',
      lines: [{ dishId: r.beef, quantity: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().takenByName).toBe('Karim');
    expect((await historyOf(taken.json().id))[0]).toMatchObject({ actor_name: 'Karim' });
    const changed = await staff.changeLines(karim.cookie, taken.json().id, {
      lines: [{ dishId: r.beef, quantity: 2 }],
      reason: 'Erreur de saisie',
    });
    expect(changed.statusCode).toBe(200);

    const cook = await team.member(r, 'kitchen', 'Léa');
    const refused = await staff.take(cook.cookie, {
      table: '4',
      lines: [{ dishId: r.beef, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Votre rôle ne permet pas cette action. Demandez au propriétaire du restaurant.',
    );
    // The kitchen still moves it on.
    expect((await move(cook.cookie, taken.json().id, 'preparing')).statusCode).toBe(200);
  });

  it('makes one order of a double tap (the same clientRequestId)', async () => {
    const r = await restaurant();
    const body = {
      table: '4',
      lines: [{ dishId: r.beef, quantity: 1 }],
      clientRequestId: randomUUID(),
    };
    const answers = await Promise.all([staff.take(r.cookie, body), staff.take(r.cookie, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await board(r.cookie)).toHaveLength(1);
    expect((await tabOf(r.tokens['4'])).lines).toHaveLength(1);
  });

  it('keeps a table the restaurant does not have, off any tab; null is take-away', async () => {
    const r = await restaurant({ tables: ['Terrasse 2'] });
    const line = [{ dishId: r.beef, quantity: 1 }];
    const bar = await staff.take(r.cookie, { table: 'Comptoir', lines: line });
    expect(bar.statusCode, bar.body).toBe(201);
    expect(bar.json().table).toBe('Comptoir');
    const away = await staff.take(r.cookie, { table: null, lines: line });
    expect(away.json().table).toBeNull();
    // The restaurant's own spelling of its table, and its tab.
    const terrace = await staff.take(r.cookie, { table: ' terrasse 2 ', lines: line });
    expect(terrace.json().table).toBe('Terrasse 2');
    const tabs = await call({ method: 'GET', url: '/api/v1/tabs', cookie: r.cookie });
    expect(tabs.json().tabs.map((tab: { table: string }) => tab.table)).toEqual(['Terrasse 2']);
  });

  it('refuses what a diner would be refused: inactive or sold-out dishes, a missing variant', async () => {
    const r = await wineBar();
    const inactive = await restaurant();
    const refused = await staff.take(inactive.cookie, {
      table: '4',
      lines: [{ dishId: inactive.risotto, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Ces plats ne sont plus disponibles : Risotto aux cèpes.',
    );
    const soldOut = await call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.plain}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut: true },
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    const sold = await staff.take(r.cookie, {
      table: '4',
      lines: [{ dishId: r.plain, quantity: 1 }],
    });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error.message).toBe(
      'Ce plat est épuisé : Ratatouille. Retirez-le de votre commande.',
    );
    const variant = await staff.take(r.cookie, {
      table: '4',
      lines: [{ dishId: r.wine, quantity: 1 }],
    });
    expect(variant.statusCode).toBe(422);
    expect(variant.json().error.field).toBe('lines.0.variantId');
    for (const body of [
      { table: '4', lines: [] },
      { table: '', lines: [{ dishId: r.plain, quantity: 1 }] },
      { table: '4', lines: [{ dishId: r.plain, quantity: 21 }] },
      { lines: [{ dishId: r.plain, quantity: 1 }] },
    ]) {
      const answer = await staff.take(r.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await board(r.cookie)).toEqual([]);
  });

  it('is for Premium restaurants with a menu served (French refusals)', async () => {
    const free = await restaurant({ plan: 'free' });
    const answer = await staff.take(free.cookie, {
      table: '4',
      lines: [{ dishId: free.beef, quantity: 1 }],
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.message).toBe('Ce restaurant ne prend pas de commandes en ligne.');
    const pad = await call({ method: 'GET', url: '/api/v1/orders/menu', cookie: free.cookie });
    expect(pad.statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '/api/v1/orders', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('reads the served menu for "Prendre une commande": active dishes, variants, marks', async () => {
    const r = await wineBar();
    await call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.plain}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut: true },
    });
    const pad = await call({ method: 'GET', url: '/api/v1/orders/menu', cookie: r.cookie });
    expect(pad.statusCode, pad.body).toBe(200);
    const body = pad.json();
    expect(body).toMatchObject({ menuId: r.menuId, menuName: 'Carte du soir', tables: ['4', '7'] });
    const dishes = body.categories.flatMap((category: { dishes: unknown[] }) => category.dishes);
    expect(dishes).toContainEqual(
      expect.objectContaining({ name: 'Ratatouille', priceCents: 1400, isSoldOut: true }),
    );
    expect(dishes.find((dish: { id: string }) => dish.id === r.wine)).toMatchObject({
      priceCents: 600,
      variants: [
        { id: r.glass, name: 'Verre 12 cl', priceCents: 600 },
        { id: r.bottle, name: 'Bouteille 75 cl', priceCents: 3200 },
        expect.objectContaining({ priceCents: 1850 }),
      ],
    });
  });
});

describe("a pending order's lines changed by staff", () => {
  it('adds, removes and changes quantities with a reason, kept as an order event', async () => {
    const r = await wineBar();
    const placed = await place(
      orderOf(
        r.menuId,
        [
          { dishId: r.plain, quantity: 1, note: 'sans ail' },
          { dishId: r.wine, variantId: r.glass, quantity: 2 },
        ],
        { tableToken: r.tokens['4'], language: 'en' },
      ),
    );
    const id = placed.json().id;
    const changed = await staff.changeLines(r.cookie, id, {
      lines: [
        { dishId: r.plain, quantity: 3, note: 'sans ail' },
        { dishId: r.wine, variantId: r.bottle, quantity: 1 },
      ],
      reason: 'Le client prend la bouteille',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'pending',
      totalCents: 3 * 1400 + 3200,
      lines: [
        { name: 'Ratatouille', quantity: 3, note: 'sans ail', unitPriceCents: 1400 },
        {
          name: 'Côtes-du-Rhône — Bouteille 75 cl',
          dinerName: 'Côtes-du-Rhône — Bottle 75 cl',
          quantity: 1,
          unitPriceCents: 3200,
        },
      ],
    });
    expect((await tabOf(r.tokens['4'])).totalCents).toBe(3 * 1400 + 3200);
    const diner = await call({
      method: 'GET',
      url: `/api/v1/public/orders/${id}?token=${placed.json().statusToken}`,
    });
    expect(diner.json().lines).toHaveLength(2);
    expect((await historyOf(id)).at(-1)).toEqual({
      from_status: 'pending',
      to_status: 'pending',
      kind: 'lines',
      reason: 'Le client prend la bouteille',
      actor: 'owner',
      actor_id: r.owner.id,
      actor_name: 'Propriétaire',
    });
  });

  it('keeps the price a line was ordered at, and lets staff lower a dish marked "Épuisé"', async () => {
    const r = await wineBar();
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.plain, quantity: 2 }], { tableToken: r.tokens['4'] }),
    );
    await call({
      method: 'POST',
      url: `/api/v1/menus/${r.menuId}/items/${r.plain}/sold-out`,
      cookie: r.cookie,
      payload: { soldOut: true },
    });
    const lowered = await staff.changeLines(r.cookie, placed.json().id, {
      lines: [{ dishId: r.plain, quantity: 1 }],
      reason: 'Plus qu’une part',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().totalCents).toBe(1400);
    // The same lines again: nothing to record.
    const same = await staff.changeLines(r.cookie, placed.json().id, {
      lines: [{ dishId: r.plain, quantity: 1 }],
      reason: 'Rien',
    });
    expect(same.statusCode).toBe(200);
    expect((await historyOf(placed.json().id)).map((event) => event.kind)).toEqual([
      'status',
      'lines',
    ]);
  });

  it('answers 409 once the order is being prepared, 422 without a reason or a line', async () => {
    const r = await restaurant();
    const placed = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const lines = [{ dishId: r.beef, quantity: 2 }];
    for (const body of [{ lines }, { lines, reason: '  ' }, { lines: [], reason: 'Erreur' }]) {
      const answer = await staff.changeLines(r.cookie, placed.id, body);
      expect(answer.statusCode).toBe(422);
    }
    const noReason = await staff.changeLines(r.cookie, placed.id, { lines, reason: '' });
    expect(noReason.json().error.message).toBe('Indiquez la raison de la modification.');
    await move(r.cookie, placed.id, 'preparing');
    const late = await staff.changeLines(r.cookie, placed.id, { lines, reason: 'Erreur' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Seule une commande en attente peut être modifiée : celle-ci est déjà en préparation, prête, terminée ou annulée.',
    );
    const added = await staff.changeLines(r.cookie, placed.id, {
      lines: [{ dishId: r.risotto, quantity: 1 }],
      reason: 'Erreur',
    });
    expect(added.statusCode).toBe(409);
  });

  it("answers 404 for another owner's order on every staff route", async () => {
    const r = await restaurant();
    const other = await restaurant();
    await staff.setValidation(r.cookie);
    const order = (await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]))).json();
    const lines = { lines: [{ dishId: r.beef, quantity: 2 }], reason: 'Erreur' };
    for (const answer of [
      await staff.changeLines(other.cookie, order.id, lines),
      await staff.accept(other.cookie, order.id),
      await staff.refuse(other.cookie, order.id, 'sold_out'),
      await staff.accept(r.cookie, randomUUID()),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe('Commande introuvable.');
    }
    expect((await board(r.cookie))[0]).toMatchObject({ awaitingValidation: true });
  });
});

describe('"Validation par le personnel"', () => {
  it('is off by default: diners’ orders go straight to the kitchen', async () => {
    const r = await restaurant();
    const ordering = await call({ method: 'GET', url: '/api/v1/ordering', cookie: r.cookie });
    expect(ordering.json()).toEqual({ open: true, takeAway: true, staffValidation: false });
    const placed = await place(orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }]));
    expect(placed.json()).not.toHaveProperty('awaitingValidation');
    const accepted = await staff.accept(r.cookie, placed.json().id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(
      'Cette commande n’attend pas de validation : elle a déjà été acceptée ou refusée.',
    );
  });

  it('on, a diner’s order waits in "À valider", off the tab, until staff accept it', async () => {
    const r = await restaurant({ takeAway: false });
    await staff.setValidation(r.cookie);
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    expect(placed.json()).toMatchObject({ status: 'pending', awaitingValidation: true });
    const id = placed.json().id;
    expect((await tabOf(r.tokens['4'])).lines).toEqual([]);
    const counts = await call({ method: 'GET', url: '/api/v1/orders/counts', cookie: r.cookie });
    expect(counts.json().pending).toBe(1);
    // The kitchen cannot start it before it is accepted.
    const started = await move(r.cookie, id, 'preparing');
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe(
      'Cette commande attend d’être validée : acceptez-la ou refusez-la d’abord.',
    );
    // Staff orders never wait.
    const taken = await staff.take(r.cookie, {
      table: '7',
      lines: [{ dishId: r.soup, quantity: 1 }],
    });
    expect(taken.json()).not.toHaveProperty('awaitingValidation');

    const accepted = await staff.accept(r.cookie, id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).not.toHaveProperty('awaitingValidation');
    expect((await tabOf(r.tokens['4'])).lines).toHaveLength(1);
    expect((await staff.accept(r.cookie, id)).statusCode).toBe(409);
    expect((await staff.refuse(r.cookie, id, 'sold_out')).statusCode).toBe(409);
    expect((await move(r.cookie, id, 'preparing')).statusCode).toBe(200);
    expect((await historyOf(id)).map((event) => [event.kind, event.to_status])).toEqual([
      ['status', 'pending'],
      ['accepted', 'pending'],
      ['status', 'preparing'],
    ]);
  });

  it('a refused order is cancelled with its reason and never reaches the tab', async () => {
    const r = await restaurant({ takeAway: false });
    await staff.setValidation(r.cookie);
    const placed = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    const id = placed.json().id;
    const unknown = await staff.refuse(r.cookie, id, 'bad mood');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('Choisissez la raison du refus.');
    const refused = await staff.refuse(r.cookie, id, 'sold_out');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'cancelled', refusalReason: 'sold_out' });
    expect(refused.json()).not.toHaveProperty('awaitingValidation');
    const diner = await call({
      method: 'GET',
      url: `/api/v1/public/orders/${id}?token=${placed.json().statusToken}`,
    });
    expect(diner.json()).toMatchObject({ status: 'cancelled', refusalReason: 'sold_out' });
    expect(await tabOf(r.tokens['4'])).toMatchObject({ status: 'none', lines: [] });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      kind: 'refused',
      reason: 'sold_out',
      to_status: 'cancelled',
      actor_name: 'Propriétaire',
    });
    expect((await staff.accept(r.cookie, id)).statusCode).toBe(409);
  });
});
