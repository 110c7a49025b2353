import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/i18n/languages';
import { MenuDocumentSchema } from '../../domain/menu/menu-schema';
import { silentLogger } from '../logging/logger';
import type { OwnerState } from '../owner-state/public-reads';
import type { PageTable } from '../owner-state/table-code';
import { sampleMenu } from '../testing/menu-fixtures';
import { loadDinerAssets } from './diner-assets';
import { createPageRenderer } from './page-renderer';
import { fillTableTemplate, TEMPLATE_TABLE, tableTemplateOf } from './table-page-template';

// A table's page is its menu's template with the table put in (docs/decisions/011): it must be,
// byte for byte, the page a render for that table makes — in every language, with the cart,
// the tab and table payments on, for numbered and named tables.
describe('a table’s page from its menu’s template', () => {
  const state = (tables: Map<string, string>): OwnerState => ({
    ownerId: 'owner-1',
    plan: 'premium',
    restaurantName: 'Chez Léon',
    slug: 'chez-leon',
    isOrderingOpen: true,
    isTakeAwayOn: false,
    tables,
    menus: [],
    soldOut: {},
    promotions: {},
    refreshAt: null,
    tablePayments: { tips: true },
  });

  const document = MenuDocumentSchema.parse(sampleMenu());
  const render = async (
    table: Extract<PageTable, { kind: 'valid' }>,
    lang: (typeof LANGUAGES)[number],
  ) => {
    const renderer = createPageRenderer({
      publicUrl: 'https://ardoise.fr',
      marketingUrl: 'https://ardoise.fr',
      assets: await loadDinerAssets(),
      log: silentLogger,
    });
    return renderer.renderMenu({
      state: state(new Map([[table.token, table.name]])),
      menuId: 'menu-1',
      document,
      query: { lang, sans: ['Gluten'], regime: null, t: table.token },
      paths: { selfPath: '/chez-leon', canonicalPath: '/chez-leon' },
      table,
    });
  };

  const tables = [
    { kind: 'valid', name: '4', token: 'Tok3nOfTable4xyz' },
    { kind: 'valid', name: 'Terrasse été', token: '-_Tok3nTerrasse9' },
    { kind: 'valid', name: 'Salle 2-B', token: 'a1B2c3D4e5F6g7H8' },
  ] as const;

  for (const lang of LANGUAGES) {
    it(`is the page rendered for the table, in ${lang}`, async () => {
      const rendered = await render(TEMPLATE_TABLE as (typeof tables)[number], lang);
      const template = tableTemplateOf(rendered.html, rendered.lang);
      for (const table of tables) {
        const direct = await render(table, lang);
        expect(direct.html).toContain(table.token);
        const filled = fillTableTemplate(template, table)?.toString() ?? '';
        // Where they part, if they do (the pages are too long for a readable diff).
        let at = 0;
        while (at < filled.length && filled[at] === direct.html[at]) at += 1;
        expect(filled.slice(at - 80, at + 80)).toBe(direct.html.slice(at - 80, at + 80));
        expect(filled).toBe(direct.html);
      }
    });
  }

  it('leaves a name that some part of the page escapes to a render of its own', async () => {
    const rendered = await render(TEMPLATE_TABLE as (typeof tables)[number], 'fr');
    const template = tableTemplateOf(rendered.html, rendered.lang);
    for (const name of ['Salle d’en haut', "Coin l'Atelier", 'Bar & Co', '<b>5</b>', 'Table "A"']) {
      const table = { kind: 'valid', name, token: 'Tok3nOfTable4xyz' } as const;
      expect(fillTableTemplate(template, table)).toBeUndefined();
    }
  });
});
