import { describe, expect, it } from 'vitest';
import { orderFixtures } from '../orders/testing/order-fixtures';
import { openSse } from '../testing/sse-client';
import { testAppForThisFile } from '../testing/test-app';

// Issue 23 §1: the table's tab. Every order placed with table 4's code joins table 4's open
// tab; everyone holding the code sees it, live; the next group never sees the previous one's.
// Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile({ listen: true });
const { call, restaurant, orderOf, place, move } = orderFixtures(() => testApp);

const tabOf = (token: string | undefined, lang = 'fr') =>
  call({ method: 'GET', url: `/api/v1/public/tables/${token}/tab?lang=${lang}` });

describe("the table's tab", () => {
  it('gathers every order of the table, round by round, from any phone', async () => {
    const r = await restaurant({ takeAway: false });
    expect((await tabOf(r.tokens['4'])).json()).toMatchObject({
      id: null,
      status: 'none',
      table: '4',
      lines: [],
      totalCents: 0,
    });
    const first = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 2 }], {
        tableToken: r.tokens['4'],
        language: 'en',
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    await place(
      orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    // Another table's order stays on its own tab.
    await place(
      orderOf(r.menuId, [{ dishId: r.soup, quantity: 3 }], { tableToken: r.tokens['7'] }),
    );

    const response = await tabOf(r.tokens['4']);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tab = response.json();
    const beef = r.document.categories.flatMap((c) => c.items).find((d) => d.id === r.beef);
    const soup = r.document.categories.flatMap((c) => c.items).find((d) => d.id === r.soup);
    const price = (dish: typeof beef) => Math.round(Number(dish?.price) * 100);
    expect(tab).toMatchObject({
      status: 'open',
      table: '4',
      lines: [
        { round: 1, name: beef?.name, quantity: 2, amountCents: price(beef) * 2, paidCents: 0 },
        { round: 2, name: soup?.name, quantity: 1, amountCents: price(soup), paidCents: 0 },
      ],
      totalCents: price(beef) * 2 + price(soup),
      paidCents: 0,
      remainingCents: price(beef) * 2 + price(soup),
    });
    expect(JSON.stringify(tab)).not.toContain('clientRequestId');

    const seven = (await tabOf(r.tokens['7'])).json();
    expect(seven.id).not.toBe(tab.id);
    expect(seven.lines).toHaveLength(1);

    // The owner's board lists both open tabs.
    const owner = await call({ method: 'GET', url: '/api/v1/tabs', cookie: r.cookie });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(
      owner
        .json()
        .tabs.map((t: { table: string }) => t.table)
        .sort(),
    ).toEqual(['4', '7']);
  });

  it('drops a cancelled order from the tab', async () => {
    const r = await restaurant({ takeAway: false });
    const kept = await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    const cancelled = await place(
      orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    await move(r.cookie, cancelled.json().id, 'cancelled');
    const tab = (await tabOf(r.tokens['4'])).json();
    expect(tab.lines.map((line: { id: string }) => line.id)).toEqual([`${kept.json().id}.0`]);
  });

  it('names the lines in the language of the phone that reads it', async () => {
    const r = await restaurant({ takeAway: false });
    await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], {
        tableToken: r.tokens['4'],
        language: 'en',
      }),
    );
    const placed = (await tabOf(r.tokens['4'], 'en')).json();
    const french = (await tabOf(r.tokens['4'], 'fr')).json();
    const order = (await call({ method: 'GET', url: '/api/v1/orders', cookie: r.cookie })).json();
    expect(placed.lines[0].name).toBe(order[0].lines[0].dinerName);
    expect(french.lines[0].name).toBe(order[0].lines[0].name);
  });

  it('answers 404 to an unknown code and 422 to a malformed one, without naming them', async () => {
    const unknown = await tabOf('AAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Addition introuvable.');
    const malformed = await tabOf('<script>');
    expect([400, 422]).toContain(malformed.statusCode);
    expect(malformed.body).not.toContain('<script>');
  });

  it('after staff close it, the next group sees an empty tab and starts a new one', async () => {
    const r = await restaurant({ takeAway: false });
    await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    const first = (await tabOf(r.tokens['4'])).json();

    const refused = await call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie: r.cookie,
      payload: { method: 'chèque' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('Choisissez le moyen de paiement');

    const other = await restaurant();
    const foreign = await call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie: other.cookie,
      payload: { method: 'cash' },
    });
    expect(foreign.statusCode).toBe(404);

    const closed = await call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie: r.cookie,
      payload: { method: 'cash' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedMethod: 'cash' });
    // The rest paid at the till is in the payments journal, with its method (issue 23 §6).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const archive = await call({
      method: 'GET',
      url: `/api/v1/journal/archives/${today}`,
      cookie: r.cookie,
    });
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.json().entries).toMatchObject([
      {
        kind: 'tab_closure',
        payload: { amountCents: first.remainingCents, method: 'cash', tabId: first.id, table: '4' },
      },
    ]);
    const again = await call({
      method: 'POST',
      url: `/api/v1/tabs/${first.id}/close`,
      cookie: r.cookie,
      payload: { method: 'cash' },
    });
    expect(again.statusCode).toBe(409);

    expect((await tabOf(r.tokens['4'])).json()).toMatchObject({ id: null, lines: [] });
    await place(
      orderOf(r.menuId, [{ dishId: r.soup, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    const next = (await tabOf(r.tokens['4'])).json();
    expect(next.id).not.toBe(first.id);
    expect(next.lines).toHaveLength(1);
    const closedList = await call({
      method: 'GET',
      url: '/api/v1/tabs?status=closed',
      cookie: r.cookie,
    });
    expect(closedList.json().tabs.map((t: { id: string }) => t.id)).toEqual([first.id]);
  });

  it('is live: a new round reaches every phone holding the code', async () => {
    const r = await restaurant({ takeAway: false });
    const stream = await openSse(
      `${testApp.baseUrl}/api/v1/public/tables/${r.tokens['4']}/tab/events?lang=fr`,
    );
    expect(stream.response.status).toBe(200);
    const initial = JSON.parse(String((await stream.next())?.data));
    expect(initial).toMatchObject({ status: 'none', lines: [] });
    await place(
      orderOf(r.menuId, [{ dishId: r.beef, quantity: 1 }], { tableToken: r.tokens['4'] }),
    );
    let seen = JSON.parse(String((await stream.next())?.data));
    while (seen.lines.length === 0) seen = JSON.parse(String((await stream.next())?.data));
    expect(seen).toMatchObject({ status: 'open', lines: [{ quantity: 1 }] });
    await stream.close();
  });
});
