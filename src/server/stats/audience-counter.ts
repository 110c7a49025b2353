import type { AppDatabase } from '../db/database';
import type { Logger } from '../logging/logger';
import { AUDIENCE_KINDS, type AudienceKind } from './audience-kinds';
import { createBotFilter } from './bot-agents';
import { type CountRow, statsRepository } from './stats-repository';

/** Counting one view (public pages hand it the request's user agent, referer and address). */
type CountView = (userAgent: string | undefined, referer: string | undefined, url: string) => void;

const HOUR_MS = 3_600_000;
/** Between the fields of a count's key (stripped from the values: a dish id comes from outside). */
const SEP = '\u0001';
const clean = (value: string) => (value.includes(SEP) ? value.replaceAll(SEP, '') : value);

/** A diner page shown: what the page routes and the warm path hand over (public-pages). */
export type PageView = {
  ownerId: string;
  menuId: string;
  lang: string;
  /** The table's name when the page was opened with one of its codes (a QR scan). */
  table: string | null;
};

/**
 * Counts in memory, written in batches (docs/audience.md): each instance adds its increments
 * to the hourly rows every few seconds and when it closes, so nothing is lost on a clean
 * shutdown and at most the last `flushEveryMs` on a crash. A page view costs a clock read and
 * one or two Map increments on keys prepared once per cached page: no database work, no
 * parsing (the warm path's budget, docs/performance.md).
 */
export function createAudienceCounter(options: {
  database: AppDatabase;
  log: Logger;
  /** false: nothing is counted (STATS_COUNTING=off, the benchmark's comparison). */
  isEnabled?: boolean;
  now?: () => number;
}) {
  const { database, log } = options;
  const isEnabled = options.isEnabled ?? true;
  const now = options.now ?? Date.now;
  const isBot = createBotFilter();
  /** Hour index → key → increment. */
  let buckets = new Map<number, Map<string, number>>();
  let currentHour = -1;
  let current = new Map<string, number>();
  let flushing: Promise<void> | null = null;

  const keyOf = (ownerId: string, menuId: string, kind: AudienceKind, key: string) =>
    [clean(ownerId), clean(menuId), kind, clean(key)].join(SEP);

  function bucket(): Map<string, number> {
    const hour = Math.floor(now() / HOUR_MS);
    if (hour !== currentHour) {
      currentHour = hour;
      let found = buckets.get(hour);
      if (!found) {
        found = new Map();
        buckets.set(hour, found);
      }
      current = found;
    }
    return current;
  }

  function addKey(key: string, count: number) {
    const counts = bucket();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }

  function add(ownerId: string, menuId: string, kind: AudienceKind, key: string, count = 1) {
    if (!isEnabled || count === 0) return;
    addKey(keyOf(ownerId, menuId, kind, key), count);
  }

  /** Same path (the query aside): `referer` is absolute, `url` the request's path and query. */
  function isSamePage(referer: string, url: string): boolean {
    const start = referer.indexOf('/', referer.indexOf('//') + 2);
    if (start < 0) return false;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    return (
      referer.startsWith(path, start) &&
      [undefined, '?', '#'].includes(referer[start + path.length])
    );
  }

  /** What counting one view of this page does, prepared once (the warm path keeps it). */
  function prepareView(view: PageView): CountView {
    if (!isEnabled) return () => {};
    const viewKey = keyOf(view.ownerId, view.menuId, AUDIENCE_KINDS.view, view.lang);
    const scanKey =
      view.table === null
        ? null
        : keyOf(view.ownerId, view.menuId, AUDIENCE_KINDS.scan, view.table);
    return (userAgent, referer, url) => {
      if (isBot(userAgent)) return;
      // Arrived from this very page: a reload, or the language remembered or switched
      // (language-memory.ts replaces the address): the same visit, not another view.
      if (referer !== undefined && isSamePage(referer, url)) return;
      addKey(viewKey, 1);
      if (scanKey !== null) addKey(scanKey, 1);
    };
  }

  function takeRows(): CountRow[] {
    const taken = buckets;
    buckets = new Map();
    currentHour = -1;
    const rows: CountRow[] = [];
    for (const [hour, counts] of taken) {
      const iso = new Date(hour * HOUR_MS).toISOString();
      for (const [key, count] of counts) {
        const [ownerId = '', menuId = '', kind = '', detail = ''] = key.split(SEP);
        rows.push({ ownerId, hour: iso, menuId, kind, key: detail, count });
      }
    }
    return rows;
  }

  function putBack(rows: readonly CountRow[]) {
    for (const row of rows) {
      const hour = Math.floor(Date.parse(row.hour) / HOUR_MS);
      let counts = buckets.get(hour);
      if (!counts) {
        counts = new Map();
        buckets.set(hour, counts);
      }
      const key = [row.ownerId, row.menuId, row.kind, row.key].join(SEP);
      counts.set(key, (counts.get(key) ?? 0) + row.count);
    }
    currentHour = -1;
  }

  async function write(rows: CountRow[]) {
    const byOwner = new Map<string, CountRow[]>();
    for (const row of rows) {
      const owned = byOwner.get(row.ownerId);
      if (owned) owned.push(row);
      else byOwner.set(row.ownerId, [row]);
    }
    for (const [ownerId, owned] of byOwner) {
      try {
        await statsRepository.addCounts(database.db, owned);
      } catch (error) {
        // A deleted account's counts go with it; anything else is tried again next time.
        const exists = await statsRepository.ownerExists(database.db, ownerId).catch(() => true);
        if (!exists) continue;
        log.error({ err: error }, 'writing audience counts failed');
        putBack(owned);
      }
    }
  }

  /** Writes what was counted so far (one flush at a time; a call during one waits for it). */
  function flush(): Promise<void> {
    if (flushing) return flushing.then(flush);
    const rows = takeRows();
    if (rows.length === 0) return Promise.resolve();
    flushing = write(rows).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    isEnabled,
    isBot,
    add,
    prepareView,
    flush,
    /** Increments not written yet (tests). */
    pending: () => [...buckets.values()].reduce((sum, counts) => sum + counts.size, 0),
  };
}

export type AudienceCounter = ReturnType<typeof createAudienceCounter>;
