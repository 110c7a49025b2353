import {
  publicMenuUrl,
  qrFileName,
  TABLE_MESSAGES,
  type Table,
  type Tables,
  tableKey,
} from '../../domain/tables/tables';
import type { AppDatabase } from '../db/database';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { Owner } from '../owner-state/owner';
import { renderPrintKit } from './print-kit';
import { renderQrPng, renderQrSvg } from './qr-image';
import { type StoredTable, tableRepository as tables } from './table-repository';
import { newTableToken } from './table-tokens';

export type QrFormat = 'png' | 'svg';
export type QrImage = { url: string; format: QrFormat; body: Buffer | string; fileName?: string };

type Deps = {
  database: AppDatabase;
  events: EventBus;
  /** The owner's menu (menus/menu-service.ts): a 404 when it is not theirs. */
  menus: { requireMenu(input: { ownerId: string; menuId: string }): Promise<{ id: string }> };
  publicUrl: string;
  /** The restaurant's readable address `PUBLIC_URL/{slug}`: what the print kit shows in words. */
  readableUrl: (owner: Owner) => Promise<string>;
};

const tableNotFound = () => new AppError('NOT_FOUND', TABLE_MESSAGES.notFound);

/** QR codes for the owner's addresses (spec part 1 §2 QR pages), tables and the print kit. */
export function createQrService({ database, events, menus, publicUrl, readableUrl }: Deps) {
  const { db } = database;
  const withUrl = (ownerId: string, table: StoredTable): Table => ({
    ...table,
    url: publicMenuUrl(publicUrl, ownerId, table.token),
  });

  async function render(url: string, format: QrFormat, fileName?: string): Promise<QrImage> {
    const body = format === 'png' ? await renderQrPng(url) : await renderQrSvg(url);
    return { url, format, body, fileName };
  }

  /**
   * Table writes change what diner pages know (a token's table), so they are announced like an
   * owner change: every instance drops its snapshot and cached pages of this owner.
   */
  const changeTables = <T>(ownerId: string, work: (trx: AppDatabase['db']) => Promise<T>) =>
    events.transaction(async (trx, emit) => {
      const result = await work(trx);
      await emit('owner.changed', { ownerId });
      return result;
    });

  return {
    /** The permanent address /u/{owner} (what the QR code carries), or one table's. */
    async activeQr(input: { owner: Owner; format: QrFormat; table?: string; download: boolean }) {
      const { owner, format } = input;
      let url = publicMenuUrl(publicUrl, owner.id);
      if (input.table !== undefined) {
        const key = tableKey(input.table);
        const table = (await tables.list(db, owner.id)).find((t) => tableKey(t.name) === key);
        if (!table) throw tableNotFound();
        url = publicMenuUrl(publicUrl, owner.id, table.token);
      }
      return render(
        url,
        format,
        input.download ? qrFileName(owner.restaurantName, format) : undefined,
      );
    },

    async menuQr(input: { owner: Owner; menuId: string; format: QrFormat; download: boolean }) {
      const { owner, format } = input;
      const menu = await menus.requireMenu({ ownerId: owner.id, menuId: input.menuId });
      return render(
        `${publicUrl}/r/${menu.id}`,
        format,
        input.download ? qrFileName(owner.restaurantName, format) : undefined,
      );
    },

    async listTables({ ownerId }: { ownerId: string }): Promise<Tables> {
      return { tables: (await tables.list(db, ownerId)).map((table) => withUrl(ownerId, table)) };
    },

    /** Tables that stay keep their token (their printed code); new ones get one. */
    async replaceTables({ ownerId, names }: { ownerId: string; names: string[] }): Promise<Tables> {
      const saved = await changeTables(ownerId, (trx) =>
        tables.replace(trx, ownerId, names, newTableToken),
      );
      return { tables: saved.map((table) => withUrl(ownerId, table)) };
    },

    /** A new code for one table: the old one stops working at once (docs/orders.md). */
    async regenerateTable({ ownerId, name }: { ownerId: string; name: string }): Promise<Table> {
      const table = await changeTables(ownerId, async (trx) => {
        const changed = await tables.regenerate(trx, ownerId, name, newTableToken());
        // Thrown inside: the transaction, and its announcement, are rolled back.
        if (!changed) throw tableNotFound();
        return changed;
      });
      return withUrl(ownerId, table);
    },

    async printKit({ owner }: { owner: Owner }) {
      const [list, address] = await Promise.all([tables.list(db, owner.id), readableUrl(owner)]);
      const pdf = await renderPrintKit({
        restaurantName: owner.restaurantName,
        generalUrl: publicMenuUrl(publicUrl, owner.id),
        readableUrl: address,
        tables: list.map((table) => withUrl(owner.id, table)),
      });
      return { pdf: Buffer.from(pdf), fileName: qrFileName(`${owner.restaurantName} QR`, 'pdf') };
    },
  };
}

export type QrService = ReturnType<typeof createQrService>;
