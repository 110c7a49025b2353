import { describe, expect, it } from 'vitest';
import { CALL_STRINGS } from '../../domain/i18n/diner/call-strings';
import { testAppForThisFile } from '../testing/test-app';
import { attributeOf } from './testing/page-markup';
import { publicFixtures } from './testing/public-fixtures';

// Issue 24 §4: "Appeler un serveur" and "Demander l'addition" are on a table's page (a valid
// `?t=`) of a Premium restaurant, in the diner's language, and nowhere else: not without a
// code, not with a code the restaurant does not have, not on a free menu, not in the owner's
// preview. Over a real socket (the warm path sits in front of Fastify). Both engines.
const testApp = testAppForThisFile({ listen: true });
const fx = publicFixtures(() => testApp);

const callRow = (html: string) => /<div id="calls"[^>]*>/.exec(html)?.[0];
const callButtons = (html: string) =>
  [...html.matchAll(/<button type="button" class="btn call-btn" data-call="(\w+)">([^<]*)</g)].map(
    (match) => [match[1], match[2]],
  );

async function restaurant(plan: 'free' | 'premium') {
  const { owner, tokenOf } = await fx.restaurantWithTables(plan, ['4']);
  return { owner, token: tokenOf('4') };
}
const page = (url: string) => fx.page(url);

describe('table calls on a diner page', () => {
  it('are under a Premium table’s badge, invisible until the script takes them, in the page’s language', async () => {
    const { owner, token } = await restaurant('premium');
    for (const round of ['cold', 'warm']) {
      const html = await page(`/u/${owner.id}?t=${token}`);
      const row = callRow(html);
      expect(row, round).toContain('data-waiting=""');
      expect(attributeOf(row, 'data-table-token')).toBe(token);
      expect(JSON.parse(attributeOf(row, 'data-strings') ?? '{}')).toEqual(CALL_STRINGS.fr);
      expect(callButtons(html)).toEqual([
        ['waiter', 'Appeler un serveur'],
        ['bill', 'Demander l’addition'],
      ]);
      expect(html.includes('.call-row[data-waiting]{visibility:hidden}')).toBe(true);
    }
    for (const lang of ['en', 'es', 'zh', 'it'] as const) {
      const html = await page(`/u/${owner.id}?t=${token}&lang=${lang}`);
      expect(callButtons(html), lang).toEqual([
        ['waiter', CALL_STRINGS[lang].waiter],
        ['bill', CALL_STRINGS[lang].bill],
      ]);
    }
  });

  it('are not there without a table’s code, with an unknown code, on a free menu, nor in the preview', async () => {
    const { owner, token } = await restaurant('premium');
    for (const url of [`/u/${owner.id}`, `/u/${owner.id}?t=Inv3ntedTable0042`]) {
      const html = await page(url);
      expect(callRow(html), url).toBeUndefined();
      expect(html.includes('Appeler un serveur'), url).toBe(false);
    }
    const free = await restaurant('free');
    const freeHtml = await page(`/u/${free.owner.id}?t=${free.token}`);
    expect(callRow(freeHtml)).toBeUndefined();
    expect(freeHtml.includes('Appeler un serveur')).toBe(false);

    const cookie = await fx.signIn(owner);
    const menus = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/menus',
      headers: { cookie },
    });
    const preview = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/menus/${menus.json()[0].id}/preview?t=${token}`,
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(callRow(preview.body)).toBeUndefined();
  });
});
