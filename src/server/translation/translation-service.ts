import type { TranslationLanguage } from '../../domain/i18n/languages';
import {
  listTranslatableFields,
  type MachineService,
  TRANSLATION_MESSAGES,
} from '../../domain/i18n/menu-translations';
import type { TranslationItem, TranslationList } from '../../domain/i18n/translation-schema';
import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { requireOwnerEntitlement } from '../owner-state/entitlements';
import { ownerMenus } from '../owner-state/owner-menus';
import { currentMonth, type TranslationQueue } from './translation-queue';
import { translationRepository as repo, sourceHash } from './translation-repository';

type Input = { ownerId: string; menuId: string; lang: TranslationLanguage };

/** The editor's "Traductions" view: list, correct, re-translate (Premium only). */
export function createTranslationService(deps: {
  database: AppDatabase;
  events: EventBus;
  queue: TranslationQueue;
  monthlyCharacters: number;
  machine: MachineService | null;
}) {
  const { db } = deps.database;

  /** Another owner's menu is 404 whatever the plan; a free owner's own menu is 403. */
  async function requireMenu({ ownerId, menuId }: Input) {
    const menu = await ownerMenus.findByOwner(db, ownerId, menuId);
    if (!menu) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
    await requireOwnerEntitlement(db, ownerId, 'canTranslateMenus');
    return menu;
  }

  async function listTranslations(input: Input): Promise<TranslationList> {
    const menu = await requireMenu(input);
    const stored = new Map(
      (await repo.list(db, input.menuId, input.lang)).map((row) => [row.key, row]),
    );
    const items = listTranslatableFields(menu.document).map((field): TranslationItem => {
      const row = stored.get(field.key);
      return {
        key: field.key,
        source: field.source,
        text: row?.text ?? '',
        // Nothing stored yet: the machine's to write (the editor says it is waiting).
        origin: row?.origin ?? 'machine',
        stale: row ? row.sourceHash !== sourceHash(field.source) : false,
      };
    });
    const job = await repo.findJob(db, input.menuId, input.lang);
    const waiting = items.filter(
      (item) => !stored.has(item.key) || (item.origin === 'machine' && item.stale),
    ).length;
    return {
      items,
      pending: job && !job.failure ? waiting : 0,
      notice: job?.failure ?? null,
      machine: deps.machine,
    };
  }

  return {
    listTranslations,

    /** The owner's corrections win and are never overwritten; an empty text gives the field back to the machine. */
    async saveTranslations(input: Input & { items: { key: string; text: string }[] }) {
      const menu = await requireMenu(input);
      const fields = new Map(listTranslatableFields(menu.document).map((f) => [f.key, f]));
      input.items.forEach((item, index) => {
        if (!fields.has(item.key)) {
          throw new AppError('VALIDATION', TRANSLATION_MESSAGES.unknownKey, `items.${index}.key`);
        }
      });
      const cleared = input.items.filter((item) => !item.text.trim()).map((item) => item.key);
      await deps.events.transaction(async (trx, emit) => {
        await repo.upsert(trx, {
          menuId: input.menuId,
          ownerId: input.ownerId,
          lang: input.lang,
          rows: input.items
            .filter((item) => item.text.trim())
            .map((item) => ({
              key: item.key,
              text: item.text.trim(),
              origin: 'owner' as const,
              provider: 'owner',
              sourceHash: sourceHash(fields.get(item.key)?.source ?? ''),
            })),
        });
        await repo.remove(trx, input.menuId, input.lang, cleared);
        if (cleared.length > 0) await repo.requestJob(trx, input);
        await emit('menu.changed', {
          ownerId: input.ownerId,
          menuId: input.menuId,
          reason: 'translations',
        });
      });
      if (cleared.length > 0) deps.queue.wake();
      return listTranslations(input);
    },

    /** "Retraduire": drops the stored text of these fields and queues a machine translation. */
    async retranslate(input: Input & { keys: string[] }) {
      const menu = await requireMenu(input);
      const fields = new Map(listTranslatableFields(menu.document).map((f) => [f.key, f]));
      let characters = 0;
      input.keys.forEach((key, index) => {
        const field = fields.get(key);
        if (!field) {
          throw new AppError('VALIDATION', TRANSLATION_MESSAGES.unknownKey, `keys.${index}`);
        }
        characters += field.source.length;
      });
      const used = await repo.usedCharacters(db, input.ownerId, currentMonth());
      if (used + characters > deps.monthlyCharacters) {
        throw new AppError('RATE_LIMITED', TRANSLATION_MESSAGES.monthlyCap(deps.monthlyCharacters));
      }
      await deps.events.transaction(async (trx, emit) => {
        await repo.remove(trx, input.menuId, input.lang, input.keys);
        await repo.requestJob(trx, input);
        await emit('menu.changed', {
          ownerId: input.ownerId,
          menuId: input.menuId,
          reason: 'translations',
        });
      });
      deps.queue.wake();
      return listTranslations(input);
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
