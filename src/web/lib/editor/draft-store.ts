import type { MenuDocument } from '../../../domain/menu/menu-schema';

/**
 * The working copy of a menu, kept in the browser until the server has acknowledged it, so
 * that a closed tab, a reload or a lost network loses nothing. One record per owner and menu
 * (and one for the owner's new, not yet created menu). Each record says which tab wrote it:
 * a tab only clears its own record, so a save in one tab never erases another tab's work.
 */
export type MenuDraftRecord = {
  menuId: string | null;
  /** The version the draft was edited from: sent in If-Match when it is resumed. */
  baseVersion: number | null;
  document: MenuDocument;
  revision: number;
  tabId: string;
  savedAt: number;
};

/** Key-value storage (IndexedDB in the browser, a Map in tests). */
export interface DraftStorage {
  get(key: string): Promise<MenuDraftRecord | undefined>;
  set(key: string, record: MenuDraftRecord): Promise<void>;
  /** Deletes the record if `shouldDelete` says so, in one step (no write in between). */
  deleteIf(key: string, shouldDelete: (record: MenuDraftRecord) => boolean): Promise<void>;
}

export type DraftStore = ReturnType<typeof createDraftStore>;

export function draftKey(ownerId: string, menuId: string | null): string {
  return `menu-draft:${ownerId}:${menuId ?? 'new'}`;
}

export function createDraftStore(options: {
  storage: DraftStorage;
  ownerId: string;
  tabId: string;
  now?: () => number;
}) {
  const { storage, ownerId, tabId } = options;
  const now = options.now ?? Date.now;
  const key = (menuId: string | null) => draftKey(ownerId, menuId);

  return {
    tabId,
    load: (menuId: string | null) => storage.get(key(menuId)),

    save(draft: Pick<MenuDraftRecord, 'menuId' | 'baseVersion' | 'document' | 'revision'>) {
      return storage.set(key(draft.menuId), { ...draft, tabId, savedAt: now() });
    },

    /** After an acknowledgement: drops this tab's record if nothing newer was written. */
    clearAcknowledged(menuId: string | null, acknowledgedRevision: number) {
      return storage.deleteIf(
        key(menuId),
        (record) => record.tabId === tabId && record.revision <= acknowledgedRevision,
      );
    },

    /** The owner chose: ignore the draft, discard the changes, or reload the server's version. */
    discard(menuId: string | null) {
      return storage.deleteIf(key(menuId), () => true);
    },
  };
}

/** JSON with sorted keys: two documents with the same content compare equal. */
function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) =>
    current && typeof current === 'object' && !Array.isArray(current)
      ? Object.fromEntries(
          Object.entries(current as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : current,
  );
}

export function isSameDocument(a: MenuDocument, b: MenuDocument): boolean {
  return stableStringify(a) === stableStringify(b);
}

/**
 * Whether a stored draft holds work the server does not have: it differs from what the
 * server (or the blank new menu) holds. A draft edited from an older version is still
 * offered: resuming it leads to the conflict dialog, never to a silent overwrite.
 */
export function isDraftWorthOffering(
  draft: MenuDraftRecord | undefined,
  current: MenuDocument,
): draft is MenuDraftRecord {
  return draft !== undefined && !isSameDocument(draft.document, current);
}

/** In-memory storage, for tests and as the last resort when the browser stores nothing. */
export function createMemoryDraftStorage(): DraftStorage {
  const records = new Map<string, MenuDraftRecord>();
  return {
    get: async (key) => structuredClone(records.get(key)),
    set: async (key, record) => void records.set(key, structuredClone(record)),
    deleteIf: async (key, shouldDelete) => {
      const record = records.get(key);
      if (record && shouldDelete(record)) records.delete(key);
    },
  };
}
