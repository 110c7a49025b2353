import type { Readable } from 'node:stream';
import type { Owner } from '../owner-state/owner';

/** A photo of the owner's, read from the image storage (disk or S3) when the archive takes it. */
export type ExportPhoto = {
  id: string;
  name: string;
  url: string;
  createdAt: string;
  read: () => Promise<{ body: Readable } | null>;
};

/**
 * What the archive is made of, each read through the feature that owns it (app-services.ts
 * hands them in): the export reads no other feature's tables.
 */
export type ExportSources = {
  account: (owner: Owner) => Promise<unknown>;
  restaurant: (owner: Owner) => Promise<unknown>;
  listMenus: (ownerId: string) => Promise<{ id: string; name: string }[]>;
  /** A menu as `GET /api/v1/menus/{id}` answers it. */
  menu: (ownerId: string, menuId: string) => Promise<unknown>;
  allergenTablePdf: (owner: Owner, menuId: string) => Promise<{ body: Buffer }>;
  photos: (ownerId: string) => Promise<ExportPhoto[]>;
  /** "Service du jour" over a range of Paris days (`YYYY-MM-DD`). */
  dayReport: (ownerId: string, from: string, to: string) => Promise<unknown>;
  /** The payments journal's signed archive of a year, or null when it holds no entry. */
  journalArchive: (ownerId: string, year: string) => Promise<string | null>;
  journalClosures: (ownerId: string) => Promise<unknown>;
  audience: (ownerId: string) => Promise<unknown>;
  team: (ownerId: string) => Promise<unknown>;
};
