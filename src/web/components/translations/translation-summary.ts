import { isShownOnPages } from '../../../domain/i18n/translation-precedence';
import type { TranslationItem, TranslationList } from '../../lib/api';

/** A text the diner sees translated: written by the owner, a machine or our dictionary, and current. */
export const isTranslated = (item: TranslationItem) =>
  item.text.trim() !== '' && isShownOnPages({ origin: item.origin, isStale: item.stale });

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/**
 * The line above the list, saying what is true: how many texts diners read in this language,
 * how many are still in French and who they wait for, and what the owner must review.
 */
export function summarizeTranslations(list: TranslationList): string {
  const { items, pending } = list;
  if (pending > 0) {
    return `Traduction en cours : ${plural(pending, 'texte en attente', 'textes en attente')}…`;
  }
  const translated = items.filter(isTranslated).length;
  const untranslated = items.length - translated;
  const toReview = items.filter((item) => item.origin === 'owner' && item.stale).length;
  const parts = [`${translated} sur ${plural(items.length, 'texte traduit', 'textes traduits')}`];
  if (untranslated > 0) {
    parts.push(
      `${plural(untranslated, 'texte reste', 'textes restent')} en français${
        list.machine === null || list.notice ? ' : à vous de les traduire' : ''
      }`,
    );
  }
  if (toReview > 0) parts.push(`${toReview} à revoir`);
  if (untranslated === 0 && toReview === 0) parts.push('tout est à jour');
  return parts.join(' · ');
}
