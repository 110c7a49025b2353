import { randomUUID } from 'node:crypto';
import { type MenuDocument, MenuDocumentSchema } from '../../domain/menu/menu-schema';
import type { MenuDetail } from '../../domain/menu/menu-view';
import { draftToMenuInput } from '../../domain/menu-import/draft-to-menu';
import type { ColumnMapping, MenuImportDraft } from '../../domain/menu-import/import-result';
import {
  IMPORT_MESSAGES,
  type ImportCreated,
  type ImportJob,
  MENU_LIMIT_REASON,
  MenuImportDraftSchema,
} from '../../domain/menu-import/import-schemas';
import { ENTITLEMENTS } from '../../domain/plans/plans';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { getPlan } from '../owner-state/owner-plan';
import type { Throttle } from '../rate-limit/throttle';
import { judgeSource } from './extract/extract-source';
import { rowsToDraftIsolated } from './extract/isolated-extract';
import { EXTRACT_MESSAGES } from './extract/limits';
import { importRepository as imports, toImportJob } from './import-repository';
import type { ImportWorker } from './import-worker';

/** What the import needs of the menus feature (handed in: feature folders are sealed). */
export type MenuPort = {
  listMenus(input: { ownerId: string }): Promise<{ id: string }[]>;
  requireMenu(input: { ownerId: string; menuId: string }): Promise<MenuDetail>;
  createMenu(input: { ownerId: string; document: MenuDocument }): Promise<MenuDetail>;
  updateMenu(input: {
    ownerId: string;
    menuId: string;
    expectedVersion: number;
    document: MenuDocument;
  }): Promise<MenuDetail>;
};

const NOT_FOUND = () => new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);

/** "Importer une carte" (issue 25 §1, §3): jobs in, a checked draft out, then a menu. */
export function createImportService(deps: {
  database: AppDatabase;
  /** Transactions are opened through the event bus (docs/architecture.md). */
  events: EventBus;
  worker: ImportWorker;
  menus: MenuPort;
  /** Imports an owner may start per window. */
  throttle: Throttle;
}) {
  const { db } = deps.database;

  async function requireJob(ownerId: string, id: string) {
    const row = await imports.findByOwner(db, ownerId, id);
    if (!row) throw NOT_FOUND();
    const job = toImportJob(row);
    // One or two files are read at a time per instance (issue 42 §1): the others wait, placed.
    if (row.status === 'queued') job.queuePosition = await imports.queuePosition(db, row);
    return job;
  }

  async function countImport(ownerId: string) {
    const key = `import:${ownerId}`;
    if (await deps.throttle.isBlocked(key)) {
      throw new AppError('RATE_LIMITED', IMPORT_MESSAGES.tooManyImports);
    }
    await deps.throttle.hit(key);
  }

  async function queue(job: Parameters<typeof imports.insert>[1]): Promise<ImportCreated> {
    await deps.events.transaction((trx) => imports.insert(trx, job));
    deps.worker.kick();
    return { id: job.id, status: 'queued' };
  }

  return {
    async importText(input: { ownerId: string; text: string }): Promise<ImportCreated> {
      await countImport(input.ownerId);
      return queue({
        id: randomUUID(),
        ownerId: input.ownerId,
        kind: 'text',
        sourceText: input.text,
      });
    },

    /** The file is judged by its bytes first: 415 at once for what no reader takes. */
    async importFile(input: {
      ownerId: string;
      bytes: Buffer;
      filename?: string;
    }): Promise<ImportCreated> {
      const kind = judgeSource({ bytes: input.bytes, filename: input.filename });
      await countImport(input.ownerId);
      return queue({
        id: randomUUID(),
        ownerId: input.ownerId,
        kind,
        filename: input.filename?.slice(0, 200),
        bytes: input.bytes,
      });
    },

    requireImport: ({ ownerId, id }: { ownerId: string; id: string }): Promise<ImportJob> =>
      requireJob(ownerId, id),

    /** The spreadsheet step: the owner says which column holds what; the draft is read again. */
    async setMapping(input: { ownerId: string; id: string; mapping: ColumnMapping }) {
      const job = await requireJob(input.ownerId, input.id);
      if (!job.rows) throw new AppError('CONFLICT', IMPORT_MESSAGES.notSpreadsheet);
      const width = Math.max(0, ...job.rows.map((row) => row.length));
      // Only the numbers are columns (`hasHeader` is a flag).
      const columns = Object.values(input.mapping).filter((value) => typeof value === 'number');
      if (columns.some((column) => column >= width)) {
        throw new AppError('VALIDATION', IMPORT_MESSAGES.columnOutOfRange, 'mapping');
      }
      // 2 000 rows take the draft builder more than half a second: off the event loop.
      const outcome = {
        ...(await rowsToDraftIsolated(job.rows, input.mapping)),
        structuredBy: 'parser' as const,
      };
      // A draft the API could not send back (over 500 dishes in one section) is refused.
      if (!MenuImportDraftSchema.safeParse(outcome.draft).success) {
        throw new AppError('VALIDATION', EXTRACT_MESSAGES.draftTooLong, 'mapping');
      }
      await imports.saveMapping(db, { ...input, outcome });
      return requireJob(input.ownerId, input.id);
    },

    /**
     * "Créer le menu": the draft as the owner checked it, judged by the menu schema (guessed
     * allergens dropped). A free owner who has a menu gets a 409 (`reason: MENU_LIMIT`) and
     * may send it again with `replaceMenuId`: that menu's content is replaced.
     */
    async createMenuFromImport(input: {
      ownerId: string;
      id: string;
      draft: MenuImportDraft;
      replaceMenuId?: string;
    }): Promise<MenuDetail> {
      const { ownerId } = input;
      const job = await requireJob(ownerId, input.id);
      if (job.status !== 'ready') throw new AppError('CONFLICT', IMPORT_MESSAGES.notReady);
      const parsed = MenuDocumentSchema.safeParse(draftToMenuInput(input.draft, randomUUID));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = ['draft', ...(issue?.path ?? [])].join('.');
        throw new AppError('VALIDATION', issue?.message, field);
      }
      const document = parsed.data;
      let menu: MenuDetail;
      if (input.replaceMenuId) {
        const current = await deps.menus.requireMenu({ ownerId, menuId: input.replaceMenuId });
        menu = await deps.menus.updateMenu({
          ownerId,
          menuId: input.replaceMenuId,
          expectedVersion: current.version,
          document,
        });
      } else {
        const { maxMenus } = ENTITLEMENTS[await getPlan(db, ownerId)];
        const existing = await deps.menus.listMenus({ ownerId });
        if (maxMenus !== null && existing.length >= maxMenus) {
          throw new AppError('CONFLICT', IMPORT_MESSAGES.menuLimit, { reason: MENU_LIMIT_REASON });
        }
        menu = await deps.menus.createMenu({ ownerId, document });
      }
      // Done: a second click finds no import rather than making a second menu.
      await imports.remove(db, ownerId, input.id);
      return menu;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
