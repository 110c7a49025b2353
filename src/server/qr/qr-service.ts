import { publicMenuUrl, qrFileName } from '../../domain/tables/tables';
import type { Owner } from '../auth/require-owner';
import type { AppDatabase } from '../db/database';
import type { MenuService } from '../menus/menu-service';
import { renderPrintKit } from './print-kit';
import { renderQrPng, renderQrSvg } from './qr-image';
import { listTables, replaceTables } from './table-repository';

export type QrFormat = 'png' | 'svg';
export type QrImage = { url: string; format: QrFormat; body: Buffer | string; fileName?: string };

type Deps = { database: AppDatabase; menus: MenuService; publicUrl: string };

/** QR codes for the owner's addresses (spec part 1 §2 QR pages), tables and the print kit. */
export function createQrService({ database, menus, publicUrl }: Deps) {
  const tableList = (ownerId: string, names: string[]) =>
    names.map((name) => ({ name, url: publicMenuUrl(publicUrl, ownerId, name) }));

  async function render(url: string, format: QrFormat, fileName?: string): Promise<QrImage> {
    const body = format === 'png' ? await renderQrPng(url) : await renderQrSvg(url);
    return { url, format, body, fileName };
  }

  return {
    /** The permanent address /u/{owner} (what the QR code carries), optionally for a table. */
    activeQr(input: { owner: Owner; format: QrFormat; table?: string; download: boolean }) {
      const { owner, format } = input;
      return render(
        publicMenuUrl(publicUrl, owner.id, input.table),
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

    async listTables({ ownerId }: { ownerId: string }) {
      return { tables: tableList(ownerId, await listTables(database.db, ownerId)) };
    },

    async replaceTables({ ownerId, names }: { ownerId: string; names: string[] }) {
      await replaceTables(database.db, ownerId, names);
      return { tables: tableList(ownerId, names) };
    },

    async printKit({ owner }: { owner: Owner }) {
      const names = await listTables(database.db, owner.id);
      const pdf = await renderPrintKit({
        restaurantName: owner.restaurantName,
        generalUrl: publicMenuUrl(publicUrl, owner.id),
        tables: tableList(owner.id, names),
      });
      return { pdf: Buffer.from(pdf), fileName: qrFileName(`${owner.restaurantName} QR`, 'pdf') };
    },
  };
}

export type QrService = ReturnType<typeof createQrService>;
