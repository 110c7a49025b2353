import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DATA_EXPORT_LIMITS,
  DATA_EXPORT_MESSAGES,
  type DataExportStatus,
} from '../../domain/account/data-export';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import type { Owner } from '../owner-state/owner';
import type { Throttle } from '../rate-limit/throttle';
import { writeArchiveContents } from './archive-contents';
import { type DataExportRecord, dataExportRepository as exports } from './data-export-repository';
import type { ExportSources } from './export-sources';
import { buildDirectoryOf, createDiskExportStore, type ExportStore } from './export-store';
import { createZipFile } from './zip-file';

const LINK_INVALID = () => new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.linkInvalid);

/** An archive being written: `<id>.zip.part`, renamed or uploaded once complete. */
const PART_SUFFIX = '.part';

/**
 * "Exporter mes données" (issue 25 §6, docs/data-export.md): one ZIP per owner, built in the
 * background into DATA_DIR/exports, kept there or in the bucket (`store`), downloadable for
 * 24 hours through a link whose token is an HMAC of the export's id (unguessable, never
 * stored), then purged.
 */
export function createDataExportService(deps: {
  database: AppDatabase;
  sources: ExportSources;
  /** DATA_DIR: archives are built in its `exports/` folder. */
  dataDir: string;
  /** Where finished archives are kept: that folder, or the bucket (export-store.ts). */
  store: ExportStore;
  /** Signs the download links (the app's AUTH_SECRET). */
  secret: string;
  /** Exports asked per owner (5 a day). */
  throttle: Throttle;
  log: Logger;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const directory = buildDirectoryOf(deps.dataDir);
  const building = new Set<Promise<void>>();

  const tokenOf = (exportId: string) =>
    createHmac('sha256', deps.secret).update(`data-export:${exportId}`).digest('base64url');
  const linkOf = (record: DataExportRecord) => `/api/v1/account/export/${tokenOf(record.id)}`;
  const { store } = deps;
  /** This instance's build folder, as a store (with a bucket, what a cut build left there). */
  const buildFolder = createDiskExportStore(directory);
  const fileOf = (fileName: string) => path.join(directory, path.basename(fileName));
  const removeArchive = (fileName: string | null) =>
    fileName ? store.remove(fileName) : Promise.resolve();

  function statusOf(record: DataExportRecord | null): DataExportStatus {
    if (!record) return { status: 'none' };
    const at = now().getTime();
    const requestedAt = record.requested_at;
    if (record.status === 'building') {
      const isLost = at - Date.parse(requestedAt) > DATA_EXPORT_LIMITS.buildTimeoutMs;
      return { status: isLost ? 'failed' : 'building', requestedAt };
    }
    if (record.status === 'ready' && record.expires_at) {
      if (Date.parse(record.expires_at) <= at) return { status: 'expired', requestedAt };
      return {
        status: 'ready',
        url: linkOf(record),
        requestedAt,
        expiresAt: record.expires_at,
        bytes: record.bytes ?? undefined,
      };
    }
    return { status: record.status === 'expired' ? 'expired' : 'failed', requestedAt };
  }

  async function build(owner: Owner, id: string): Promise<void> {
    const fileName = `${id}.zip`;
    const file = fileOf(`${fileName}${PART_SUFFIX}`);
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const zip = createZipFile(file);
    try {
      const at = now();
      await writeArchiveContents({ zip, owner, sources: deps.sources, at });
      await zip.close();
      const { size } = await stat(file);
      await store.save(file, fileName);
      const isCurrent = await exports.markReady(db, {
        id,
        fileName,
        bytes: size,
        at: at.toISOString(),
        expiresAt: new Date(at.getTime() + DATA_EXPORT_LIMITS.linkTtlMs).toISOString(),
      });
      // Superseded meanwhile (a restart's lost build taken over), or the account deleted.
      if (!isCurrent) await store.remove(fileName);
    } catch (error) {
      zip.abort();
      await rm(file, { force: true });
      deps.log.error({ err: error }, `data export ${id} failed`);
      await exports.markFailed(db, id).catch(() => {});
    }
  }

  return {
    /** Starts an export in the background: 409 while one is building, 429 past 5 a day. */
    async requestExport({ owner }: { owner: Owner }): Promise<DataExportStatus> {
      const at = now();
      const current = await exports.find(db, owner.id);
      if (statusOf(current).status === 'building') {
        throw new AppError('CONFLICT', DATA_EXPORT_MESSAGES.alreadyBuilding);
      }
      const allowed = await deps.throttle.take(`data-export:${owner.id}`);
      if (!allowed.isAllowed) {
        throw new AppError('RATE_LIMITED', DATA_EXPORT_MESSAGES.tooMany).withRetryAfter(
          allowed.retryAfterSeconds,
        );
      }
      const id = randomUUID();
      const previous = await exports.start(db, {
        ownerId: owner.id,
        id,
        at: at.toISOString(),
        freshSince: new Date(at.getTime() - DATA_EXPORT_LIMITS.buildTimeoutMs).toISOString(),
      });
      if (previous === 'busy') throw new AppError('CONFLICT', DATA_EXPORT_MESSAGES.alreadyBuilding);
      // The previous archive (and its link) is replaced by the new one.
      await removeArchive(previous?.file_name ?? null);
      const job = build(owner, id).finally(() => building.delete(job));
      building.add(job);
      return statusOf(await exports.find(db, owner.id));
    },

    async getStatus({ owner }: { owner: Owner }): Promise<DataExportStatus> {
      return statusOf(await exports.find(db, owner.id));
    },

    /** The archive behind a link: only its owner's, only while valid (404 otherwise). */
    async openDownload({ owner, token }: { owner: Owner; token: string }) {
      const record = await exports.find(db, owner.id);
      if (!record?.file_name || statusOf(record).status !== 'ready') throw LINK_INVALID();
      const expected = Buffer.from(tokenOf(record.id));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw LINK_INVALID();
      }
      // Gone from the store (a disk store on another instance: docs/data-export.md).
      const body = await store.open(record.file_name);
      if (!body) throw LINK_INVALID();
      const day = record.ready_at?.slice(0, 10) ?? '';
      return {
        body,
        bytes: record.bytes ?? undefined,
        downloadName: `ardoise-donnees-${day}.zip`,
      };
    },

    /**
     * Every few minutes: archives past their 24 hours are deleted, and archives no export
     * names (an account deleted) or half-built ones (a build cut by a restart) once older than
     * a build may take.
     */
    async purgeExpired(): Promise<number> {
      const at = now();
      let purged = 0;
      /** Removes what `from` holds past a build's time, but the archives `keep` names. */
      const sweep = async (from: ExportStore, keep: (name: string) => boolean) => {
        for (const stored of await from.list()) {
          if (keep(stored.name)) continue;
          if (at.getTime() - stored.storedAt <= DATA_EXPORT_LIMITS.buildTimeoutMs) continue;
          await from.remove(stored.name);
          purged += 1;
        }
      };
      for (const record of await exports.listExpired(db, at.toISOString())) {
        await removeArchive(record.file_name);
        await exports.markExpired(db, record.id);
        purged += 1;
      }
      const named = new Set(await exports.listFileNames(db));
      await sweep(store, (name) => named.has(name));
      // With a bucket, nothing stays on this instance's disk but the builds in progress: what a
      // cut build left there goes (without one, the store is that folder: done above).
      if (store.kind === 's3') await sweep(buildFolder, () => false);
      return purged;
    },

    /** Before the account goes (its row goes by cascade): its archive's file. */
    async deleteOwnerExport(ownerId: string): Promise<void> {
      const record = await exports.find(db, ownerId);
      await removeArchive(record?.file_name ?? null);
    },

    /** Resolves when no archive is being built (tests; a graceful shutdown). */
    async idle(): Promise<void> {
      while (building.size > 0) await Promise.all([...building]);
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
