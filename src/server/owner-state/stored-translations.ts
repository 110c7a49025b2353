import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isTranslationLanguage, type Language } from '../../domain/i18n/languages';
import { listTranslatableFields } from '../../domain/i18n/menu-translations';
import type {
  StoredTranslation,
  TranslationOrigin,
} from '../../domain/i18n/translation-precedence';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The hash of the French text a translation was made from: a changed source shows. */
export const sourceHash = (source: string) =>
  createHash('sha256').update(source.trim()).digest('base64url').slice(0, 22);

export type TranslationRow = {
  key: string;
  text: string;
  origin: TranslationOrigin;
  provider: string;
  sourceHash: string;
};

/** A menu's stored rows in one language (the translation feature writes them). */
export const translationRows = {
  async list(db: Db, menuId: string, lang: string): Promise<TranslationRow[]> {
    const rows = await db
      .selectFrom('menu_translation')
      .select(['key', 'text', 'origin', 'provider', 'source_hash'])
      .where('menu_id', '=', menuId)
      .where('lang', '=', lang)
      .execute();
    return rows.map((row) => ({
      key: row.key,
      text: row.text,
      origin: row.origin,
      provider: row.provider,
      sourceHash: row.source_hash,
    }));
  },
};

/**
 * A menu's stored translations in one language, as a diner page uses them (their origin says
 * which are machine text: translation-precedence.ts); `isStale` says the French changed.
 */
export async function loadStoredTranslations(input: {
  db: Kysely<Database>;
  menuId: string;
  lang: Language;
  document: MenuDocument;
}): Promise<Map<string, StoredTranslation> | undefined> {
  if (!isTranslationLanguage(input.lang)) return undefined;
  const rows = await translationRows.list(input.db, input.menuId, input.lang);
  if (rows.length === 0) return undefined;
  const sources = new Map(listTranslatableFields(input.document).map((f) => [f.key, f.source]));
  const stored = new Map<string, StoredTranslation>();
  for (const row of rows) {
    const source = sources.get(row.key);
    if (source === undefined) continue;
    stored.set(row.key, {
      text: row.text,
      origin: row.origin,
      isStale: row.sourceHash !== sourceHash(source),
    });
  }
  return stored;
}
