import { createBoundedCache } from '../bounded-cache';
import type { OwnerState } from './public-reads';

type Entry = { state: OwnerState | null };

/**
 * What the hot path needs to pick and key a page (plan, restaurant name, menu versions and
 * active flags), kept in memory until the event log says the owner changed — in this process
 * or another (the admin command, another instance on PostgreSQL): see events/event-bus.ts.
 */
export function createOwnerStateCache(options: {
  load: (ownerId: string) => Promise<OwnerState | null>;
  maxOwners?: number;
  now?: () => Date;
}) {
  const { load } = options;
  const now = options.now ?? (() => new Date());
  /** A snapshot holding an "Épuisé" mark ends being right when that mark ends. */
  const isCurrent = (entry: Entry | undefined): entry is Entry => {
    const refreshAt = entry?.state?.refreshAt;
    return entry !== undefined && (refreshAt == null || now().getTime() < refreshAt);
  };
  const maxOwners = options.maxOwners ?? 20_000;
  const entries = createBoundedCache<string, Entry>({ maxEntries: maxOwners });
  const inFlight = new Map<string, Promise<OwnerState | null>>();
  /** Bumped by every invalidation: a load that started before it must not be stored. */
  const generations = createBoundedCache<string, number>({ maxEntries: maxOwners });

  function refresh(ownerId: string): Promise<OwnerState | null> {
    const pending = inFlight.get(ownerId);
    if (pending) return pending;
    const generation = generations.get(ownerId) ?? 0;
    const promise = load(ownerId)
      .then((state) => {
        if ((generations.get(ownerId) ?? 0) === generation) {
          entries.set(ownerId, { state });
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
      return isCurrent(entry) ? entry.state : refresh(ownerId);
    },
    /** The cached snapshot, without touching the database (undefined once it has expired). */
    peek(ownerId: string): OwnerState | undefined {
      const entry = entries.get(ownerId);
      return isCurrent(entry) ? (entry.state ?? undefined) : undefined;
    },
    invalidate(ownerId: string): void {
      generations.set(ownerId, (generations.get(ownerId) ?? 0) + 1);
      entries.delete(ownerId);
      inFlight.delete(ownerId);
    },
  };
}

export type OwnerStateCache = ReturnType<typeof createOwnerStateCache>;
