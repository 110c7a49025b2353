import type { Language } from '../../domain/i18n/languages';
import type { PageTable } from '../owner-state/table-code';
import { compressForBrowsers } from './compressed-body';
import { type CachedPage, createOwnedCache, createPageCache } from './page-cache';
import {
  fillTableTemplate,
  type TableTemplate,
  TEMPLATE_TABLE,
  tableTemplateOf,
} from './table-page-template';

type ValidTable = Extract<PageTable, { kind: 'valid' }>;

/**
 * Pages opened with a table's code (docs/decisions/011): each table's page is its menu's
 * template with the table's code and name put in (table-page-template.ts), kept in brotli
 * only, in caches of their own so that tables never push the plain pages out and a table's
 * page is only ever found under that table's code.
 */
export function createTablePages(options: { maxBytes: number }) {
  const pages = createPageCache({ maxBytes: options.maxBytes });
  // One template per menu version, language and filter. Sized for the menus in service at once:
  // a missed template is a render for the next table (bench:service, 200 restaurants in French
  // and English: 400 templates of a 60-dish menu, ~93 KB each; 8 MB held 85 and thrashed).
  const templates = createOwnedCache<TableTemplate & { ownerId: string }>({
    maxBytes: 40 * 1024 * 1024,
    bytesOf: (template) => template.bytes,
  });

  return {
    /**
     * `table`'s page under `key`: filled from the template under `templateKey` (rendered once
     * for `TEMPLATE_TABLE`), or rendered for the table when its name cannot be put in as is.
     */
    getOrCreate(input: {
      key: string;
      templateKey: string;
      table: ValidTable;
      ownerId: string;
      hasAdNetwork: boolean;
      render: (table: PageTable) => Promise<{ html: string; lang: Language }>;
    }): Promise<CachedPage> {
      const { ownerId, render } = input;
      return pages.getOrCreate(input.key, async () => {
        const template = await templates.getOrCreate(input.templateKey, async () => {
          const rendered = await render(TEMPLATE_TABLE);
          return { ownerId, ...tableTemplateOf(rendered.html, rendered.lang) };
        });
        const filled = fillTableTemplate(template, input.table);
        const rendered = filled ? undefined : await render(input.table);
        return {
          ownerId,
          lang: rendered?.lang ?? template.lang,
          body: await compressForBrowsers(filled ?? Buffer.from(rendered?.html ?? '')),
          hasAdNetwork: input.hasAdNetwork,
        };
      });
    },

    get: (key: string) => pages.get(key),

    deleteOwner(ownerId: string) {
      pages.deleteOwner(ownerId);
      templates.deleteOwner(ownerId);
    },

    stats: () => pages.stats(),
  };
}
