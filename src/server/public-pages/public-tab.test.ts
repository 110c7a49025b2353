import { describe, expect, it } from 'vitest';
import { CART_STRINGS } from '../../domain/i18n/diner/cart-strings';
import { TAB_STRINGS } from '../../domain/i18n/diner/tab-strings';
import { MenuDocumentSchema } from '../../domain/menu/menu-schema';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { loadDinerAssets } from './diner-assets';
import { createPageRenderer } from './page-renderer';
import { attributeOf } from './testing/page-markup';
import { publicFixtures } from './testing/public-fixtures';

// Issue 23 §1: "L'addition" is on a table's page (a valid `?t=`) of a restaurant that takes
// orders, in the diner's language, and nowhere else — not without a code, not with a code the
// restaurant does not have, not on a free menu, not in the owner's preview. Over a real socket
// (the warm path sits in front of Fastify). Runs on SQLite and on PostgreSQL.
const testApp = testAppForThisFile({ listen: true });
const fx = publicFixtures(() => testApp);

const tabMount = (html: string) => /<div id="tab"[^>]*>/.exec(html)?.[0];
const tabButton = (html: string) =>
  /<button type="button" class="btn tab-open"[^>]*>([^<]*)<\/button>/.exec(html);
const cartStrings = (html: string) =>
  JSON.parse(attributeOf(/<div id="cart"[^>]*>/.exec(html)?.[0], 'data-strings') ?? '{}');

const restaurant = (plan: 'free' | 'premium') => fx.restaurantWithTables(plan, ['4', 'Terrasse']);
const page = (url: string) => fx.page(url);

describe('"L’addition" on a diner page', () => {
  it('is on a table’s page of a Premium restaurant: the button, its mount point, script and style', async () => {
    const { owner, tokenOf } = await restaurant('premium');
    const assets = await loadDinerAssets();
    for (const round of ['cold', 'warm']) {
      const html = await page(`/u/${owner.id}?t=${tokenOf('4')}`);
      const button = tabButton(html);
      expect(button?.[1], round).toBe('L’addition');
      expect(button?.[0]).toContain('hidden=""');
      expect(button?.[0]).toContain('aria-haspopup="dialog"');
      const mount = tabMount(html);
      expect(attributeOf(mount, 'data-table-token')).toBe(tokenOf('4'));
      expect(attributeOf(mount, 'data-table-label')).toBe('Table 4');
      expect(JSON.parse(attributeOf(mount, 'data-strings') ?? '{}')).toEqual(TAB_STRINGS.fr);
      // Table payments are not offered yet: the tab is shown, paid with the staff.
      expect(attributeOf(mount, 'data-payments')).toBeUndefined();
      expect(cartStrings(html).payment).toBe(CART_STRINGS.fr.payment);
      expect(html.includes(`<script src="${assets.tabScriptUrl}" defer="">`)).toBe(true);
      expect(html.includes('.table-row{')).toBe(true);
    }
  });

  it('speaks the page’s language and names the table as the cart does', async () => {
    const { owner, tokenOf } = await restaurant('premium');
    const english = await page(`/u/${owner.id}?t=${tokenOf('4')}&lang=en`);
    expect(tabButton(english)?.[1]).toBe('The bill');
    expect(JSON.parse(attributeOf(tabMount(english), 'data-strings') ?? '{}').title).toBe(
      'The bill · {table}',
    );
    const spanish = await page(`/u/${owner.id}?t=${tokenOf('4')}&lang=es`);
    expect(attributeOf(tabMount(spanish), 'data-table-label')).toBe('Mesa 4');
    const named = await page(`/u/${owner.id}?t=${tokenOf('Terrasse')}&lang=zh`);
    expect(tabButton(named)?.[1]).toBe('账单');
    expect(attributeOf(tabMount(named), 'data-table-label')).toBe('Terrasse');
  });

  it('is not there without a table’s code, with a code the restaurant does not have, on a free menu, nor in the preview', async () => {
    const { owner, tokenOf } = await restaurant('premium');
    const assets = await loadDinerAssets();
    for (const url of [
      `/u/${owner.id}`,
      `/u/${owner.id}?t=Inv3ntedTable0042`,
      `/u/${owner.id}?table=4`,
    ]) {
      const html = await page(url);
      expect(tabMount(html), url).toBeUndefined();
      expect(tabButton(html), url).toBeNull();
      expect(html.includes(assets.tabScriptUrl)).toBe(false);
      expect(html.includes('.table-row{')).toBe(false);
    }

    const free = await restaurant('free');
    const freeHtml = await page(`/u/${free.owner.id}?t=${free.tokenOf('4')}`);
    expect(tabMount(freeHtml)).toBeUndefined();
    expect(freeHtml.includes('L’addition')).toBe(false);

    const menus = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/menus',
      headers: { cookie: await fx.signIn(owner) },
    });
    const preview = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/menus/${menus.json()[0].id}/preview?t=${tokenOf('4')}`,
      headers: { cookie: await fx.signIn(owner) },
    });
    expect(preview.statusCode).toBe(200);
    expect(tabMount(preview.body)).toBeUndefined();
  });
});

describe('table payments in the page model', () => {
  const render = async (tablePayments: { tips: boolean } | null, plan: 'premium' | 'free') => {
    const assets = await loadDinerAssets();
    const renderer = createPageRenderer({
      publicUrl: 'https://ardoise.fr',
      marketingUrl: 'https://ardoise.fr',
      assets,
      log: testApp.app.log,
    });
    const { html } = await renderer.renderMenu({
      state: {
        ownerId: 'owner-1',
        plan,
        restaurantName: 'Chez Léon',
        slug: null,
        isOrderingOpen: false,
        isTakeAwayOn: false,
        tables: new Map([['Tok3nOfTable4xyz', '4']]),
        menus: [],
        soldOut: {},
        promotions: {},
        refreshAt: null,
        tablePayments,
      },
      menuId: 'menu-1',
      document: MenuDocumentSchema.parse(sampleMenu()),
      query: { lang: 'fr', sans: [], regime: null, t: 'Tok3nOfTable4xyz' },
      paths: { selfPath: '/u/owner-1', canonicalPath: '/u/owner-1' },
      table: { kind: 'valid', name: '4', token: 'Tok3nOfTable4xyz' },
    });
    return html;
  };

  it('says whether the table pays from its tab, with or without a tip, and the cart points there', async () => {
    const withTips = await render({ tips: true }, 'premium');
    expect(attributeOf(tabMount(withTips), 'data-payments')).toBe('tips');
    expect(cartStrings(withTips).payment).toBe('Payez depuis l’addition, quand vous voulez');
    const noTips = await render({ tips: false }, 'premium');
    expect(attributeOf(tabMount(noTips), 'data-payments')).toBe('no-tips');
    const off = await render(null, 'premium');
    expect(attributeOf(tabMount(off), 'data-payments')).toBeUndefined();
    expect(cartStrings(off).payment).toBe('Paiement en ligne – Bientôt disponible');
  });

  it('never offers payments where the plan has no right to them', async () => {
    const free = await render({ tips: true }, 'free');
    expect(tabMount(free)).toBeUndefined();
    expect(free).not.toContain('data-payments');
  });
});
