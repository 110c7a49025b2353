import { LRUCache } from 'lru-cache';
import type { OwnerState } from './public-menu-repository';

type Entry = { state: OwnerState | null; checkedAt: number };

/**
 * What the hot path needs to pick and key a page (plan, restaurant name, menu versions and
 * active flags), kept in memory. Same-process changes drop an owner at once (app.events);
 * changes made by another process (the admin CLI, another instance on PostgreSQL) are seen
 * because an entry is re-read from the database when it is older than `maxAgeMs` (1 s).
 */
export function createOwnerStateCache(options: {
  load: (ownerId: string) => Promise<OwnerState | null>;
  maxAgeMs?: number;
  maxOwners?: number;
  now?: () => number;
}) {
  const { load, maxAgeMs = 1000, now = Date.now } = options;
  const maxOwners = options.maxOwners ?? 20_000;
  const entries = new LRUCache<string, Entry>({ max: maxOwners });
  const inFlight = new Map<string, Promise<OwnerState | null>>();
  /** Bumped by every invalidation: a load that started before it must not be stored. */
  const generations = new LRUCache<string, number>({ max: maxOwners });

  function refresh(ownerId: string): Promise<OwnerState | null> {
    const pending = inFlight.get(ownerId);
    if (pending) return pending;
    const generation = generations.get(ownerId) ?? 0;
    const startedAt = now();
    const promise = load(ownerId)
      .then((state) => {
        if ((generations.get(ownerId) ?? 0) === generation) {
          entries.set(ownerId, { state, checkedAt: startedAt });
        }
        return state;
      })
      .finally(() => {
        if (inFlight.get(ownerId) === promise) inFlight.delete(ownerId);
      });
    inFlight.set(ownerId, promise);
    return promise;
  }

  return {
    async get(ownerId: string): Promise<OwnerState | null> {
      const entry = entries.get(ownerId);
      if (entry && now() - entry.checkedAt < maxAgeMs) return entry.state;
      return refresh(ownerId);
    },
    /** The cached snapshot if still fresh, without touching the database. */
    peekFresh(ownerId: string): OwnerState | undefined {
      const entry = entries.get(ownerId);
      return entry?.state && now() - entry.checkedAt < maxAgeMs ? entry.state : undefined;
    },
    invalidate(ownerId: string): void {
      generations.set(ownerId, (generations.get(ownerId) ?? 0) + 1);
      entries.delete(ownerId);
      inFlight.delete(ownerId);
    },
  };
}

export type OwnerStateCache = ReturnType<typeof createOwnerStateCache>;
