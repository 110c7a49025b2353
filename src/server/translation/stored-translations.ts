import type { Kysely } from 'kysely';
import { isTranslationLanguage, type Language } from '../../domain/i18n/languages';
import { listTranslatableFields } from '../../domain/i18n/menu-translations';
import type { StoredTranslation } from '../../domain/i18n/translation-precedence';
import type { MenuDocument } from '../../domain/menu/menu-schema';
import type { Database } from '../db/schema';
import { sourceHash, translationRepository } from './translation-repository';

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
  const rows = await translationRepository.list(input.db, input.menuId, input.lang);
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
