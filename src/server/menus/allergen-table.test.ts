import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_NOTICE_LIMITS,
  ALLERGEN_TABLE_MESSAGES,
  allergenTableDate,
  DEFAULT_ALLERGEN_NOTICE,
} from '../../domain/menu/allergen-table';
import { ALLERGENS } from '../../domain/menu/allergens';
import type { MenuDocumentInput } from '../../domain/menu/menu-schema';
import { TEAM_MESSAGES } from '../../domain/team/roles';
import { teamFixtures } from '../team/testing/team-fixtures';
import { createMenu } from '../testing/factories';
import { pdfPageCount, pdfText } from '../testing/pdf-text';
import { testAppForThisFile } from '../testing/test-app';

// Issue 25 §5: "Tableau des allergènes" (décret n° 2015-447). The PDF is read back with
// pdftotext, as an inspector or a diner would read the printed sheet. SQLite and PostgreSQL.

const clock = new Date('2026-11-26T10:00:00Z');
const testApp = testAppForThisFile({ now: () => clock });
const { call, owner, member } = teamFixtures(() => testApp);

const bistroMenu = (): MenuDocumentInput => ({
  name: 'Carte d’hiver',
  categories: [
    {
      id: 'entrees',
      name: 'Entrées',
      items: [
        {
          id: randomUUID(),
          name: 'Velouté de potimarron',
          price: '8,50',
          allergens: ['Lait', 'Céleri'],
        },
        { id: randomUUID(), name: 'Salade de saison', price: '7', allergens: [] },
      ],
    },
    {
      id: 'plats',
      name: 'Plats principaux',
      items: [
        {
          id: randomUUID(),
          name: 'Moules marinières',
          price: '18',
          allergens: ['Mollusques', 'Sulfites', 'Gluten', 'Œufs'],
        },
        {
          id: randomUUID(),
          name: 'Plat retiré du service',
          price: '15',
          allergens: ['Arachides'],
          isActive: false,
        },
      ],
    },
    {
      id: 'vins',
      name: 'Vins',
      items: [
        {
          id: randomUUID(),
          name: 'Côtes-du-Rhône',
          variants: [
            { id: randomUUID(), name: 'Verre 12 cl', price: '5' },
            { id: randomUUID(), name: 'Bouteille 75 cl', price: '26' },
          ],
          allergens: ['Sulfites'],
        },
      ],
    },
    // Only an inactive dish: the category is left out.
    {
      id: 'desserts',
      name: 'Desserts du moment',
      items: [{ id: randomUUID(), name: 'Tarte retirée', price: '6', isActive: false }],
    },
  ],
});

async function restaurantWithMenu(document = bistroMenu()) {
  const restaurant = await owner();
  const app = testApp;
  const menu = await createMenu(
    { database: app.testDatabase.database, events: app.events },
    restaurant.id,
    document,
  );
  return { restaurant, menuId: menu.id };
}

const getPdf = (menuId: string, cookie: string) =>
  call({ method: 'GET', url: `/api/v1/menus/${menuId}/allergens.pdf`, cookie });

/** The table's line for a dish: its name, then one "X" per allergen it contains. */
const lineOf = (text: string, dish: string) =>
  text.split('\n').find((line) => line.includes(dish)) ?? '';
const marksOn = (line: string) => line.split(' ').filter((word) => word === 'X').length;

describe('GET /api/v1/menus/{id}/allergens.pdf', () => {
  it('prints every active dish × the 14 allergens, with the menu, restaurant, date and sentence', async () => {
    const { restaurant, menuId } = await restaurantWithMenu();
    const response = await getPdf(menuId, restaurant.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="allergenes-carte-d-hiver.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Tableau des allergènes');
    expect(text).toContain('Carte d’hiver – Le Petit Bistro');
    expect(text).toContain(`Établi le ${allergenTableDate(clock)}`);
    expect(allergenTableDate(clock)).toBe('26 novembre 2026');
    // The default sentence, cited law included (it wraps: compared without line breaks).
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('décret n° 2015-447 du 17 avril 2015');
    expect(flat).toContain('règlement (UE) n° 1169/2011');
    expect(flat).toContain(ALLERGEN_TABLE_MESSAGES.legend.replace(/\s+/g, ' '));
    for (const label of ['Gluten', 'Crustacés', 'Œufs', 'Moutarde', 'Mollusques', 'Lupin']) {
      expect(flat).toContain(label);
    }
    // "Fruits à coque" may wrap in its narrow column.
    expect(flat).toMatch(/Fruits à/);
    expect(text).toContain('Entrées');
    expect(text).toContain('Vins');
    expect(marksOn(lineOf(text, 'Velouté de potimarron'))).toBe(2);
    expect(marksOn(lineOf(text, 'Moules marinières'))).toBe(4);
    expect(marksOn(lineOf(text, 'Côtes-du-Rhône'))).toBe(1);
    expect(text).toContain('Verre 12 cl · Bouteille 75 cl');
    expect(lineOf(text, 'Salade de saison')).toContain('Aucun des 14 allergènes');
    // Inactive dishes and a category left without active dish are not printed.
    expect(text).not.toContain('Plat retiré du service');
    expect(text).not.toContain('Desserts du moment');
    expect(text).toContain('page 1 / 1');
  });

  it('repeats the header row on every page of a long menu', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      id: randomUUID(),
      name: `Plat numéro ${index + 1}`,
      price: '10',
      allergens: [ALLERGENS[index % ALLERGENS.length] ?? 'Gluten'],
    }));
    const { restaurant, menuId } = await restaurantWithMenu({
      name: 'Grande carte',
      categories: [{ id: 'plats', name: 'Plats', items }],
    });
    const pdf = (await getPdf(menuId, restaurant.cookie)).rawPayload;
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    for (let page = 2; page <= pages; page++) {
      const text = await pdfText(pdf, { first: page, last: page });
      expect(text).toContain('(suite)');
      expect(text).toContain('Plat ');
      expect(text).toContain('Moutarde');
      expect(text).toContain('Mollusques');
      expect(text).toContain(`page ${page} / ${pages}`);
    }
    const all = await pdfText(pdf);
    for (const item of items) expect(marksOn(lineOf(all, `${item.name} `))).toBe(1);
  });

  it('answers 404 for another owner’s menu, 403 for the kitchen', async () => {
    const { restaurant, menuId } = await restaurantWithMenu();
    const other = await owner();
    const stranger = await getPdf(menuId, other.cookie);
    expect(stranger.statusCode).toBe(404);
    const cook = await member(restaurant, 'kitchen');
    const refused = await getPdf(menuId, cook.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TEAM_MESSAGES.forbidden);
  });

  it('is printed by the floor staff, for a diner who asks', async () => {
    const { restaurant, menuId } = await restaurantWithMenu();
    const waiter = await member(restaurant, 'service', 'Lina');
    expect((await getPdf(menuId, waiter.cookie)).statusCode).toBe(200);
  });

  it('returns the same table as JSON for the print page', async () => {
    const { restaurant, menuId } = await restaurantWithMenu();
    const response = await call({
      method: 'GET',
      url: `/api/v1/menus/${menuId}/allergens`,
      cookie: restaurant.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json();
    expect(table.menuName).toBe('Carte d’hiver');
    expect(table.restaurantName).toBe('Le Petit Bistro');
    expect(table.allergens).toEqual([...ALLERGENS]);
    expect(table.sections.map((section: { category: string }) => section.category)).toEqual([
      'Entrées',
      'Plats principaux',
      'Vins',
    ]);
    // In the annex's order, whatever order they were ticked in.
    expect(table.sections[1].rows[0].allergens).toEqual([
      'Gluten',
      'Œufs',
      'Sulfites',
      'Mollusques',
    ]);
  });
});

describe('the sentence the owner adapts', () => {
  it('is printed once saved, refused above 600 characters, and reset when emptied', async () => {
    const { restaurant, menuId } = await restaurantWithMenu();
    const notice = (payload?: Record<string, unknown>) =>
      call({
        method: payload === undefined ? 'GET' : 'PUT',
        url: '/api/v1/allergen-notice',
        cookie: restaurant.cookie,
        ...(payload !== undefined && { payload }),
      });
    expect((await notice()).json()).toEqual({ text: DEFAULT_ALLERGEN_NOTICE, isDefault: true });

    const own = 'Allergènes : demandez notre fiche au comptoir (décret n° 2015-447).';
    const saved = await notice({ text: `  ${own}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ text: own, isDefault: false });
    const text = (await pdfText((await getPdf(menuId, restaurant.cookie)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(own);
    expect(text).not.toContain('17 avril 2015');

    const tooLong = await notice({ text: 'a'.repeat(ALLERGEN_NOTICE_LIMITS.maxLength + 1) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.message).toBe(ALLERGEN_TABLE_MESSAGES.noticeTooLong);

    const reset = await notice({ text: '' });
    expect(reset.json()).toEqual({ text: DEFAULT_ALLERGEN_NOTICE, isDefault: true });
  });

  it('is changed by managers only', async () => {
    const restaurant = await owner();
    const waiter = await member(restaurant, 'service');
    const refused = await call({
      method: 'PUT',
      url: '/api/v1/allergen-notice',
      cookie: waiter.cookie,
      payload: { text: 'Autre phrase' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
