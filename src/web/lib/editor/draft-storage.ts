import { createStore, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { createMemoryDraftStorage, type DraftStorage, type MenuDraftRecord } from './draft-store';

/** Drafts in IndexedDB (database "ardoise", store "menu-drafts"). */
function createIndexedDbStorage(store: UseStore): DraftStorage {
  return {
    get: (key) => get<MenuDraftRecord>(key, store),
    set: (key, record) => set(key, record, store),
    deleteIf: (key, shouldDelete) =>
      store('readwrite', async (objectStore) => {
        const record = (await promisifyRequest(objectStore.get(key))) as
          | MenuDraftRecord
          | undefined;
        if (record && shouldDelete(record)) objectStore.delete(key);
        return promisifyRequest(objectStore.transaction);
      }),
  };
}

const LOCAL_PREFIX = 'ardoise:';

/** Where IndexedDB is unavailable (some private modes): localStorage, synchronous. */
function createLocalStorage(): DraftStorage {
  const read = (key: string): MenuDraftRecord | undefined => {
    const text = window.localStorage.getItem(LOCAL_PREFIX + key);
    return text ? (JSON.parse(text) as MenuDraftRecord) : undefined;
  };
  return {
    get: async (key) => read(key),
    set: async (key, record) =>
      window.localStorage.setItem(LOCAL_PREFIX + key, JSON.stringify(record)),
    deleteIf: async (key, shouldDelete) => {
      const record = read(key);
      if (record && shouldDelete(record)) window.localStorage.removeItem(LOCAL_PREFIX + key);
    },
  };
}

async function chooseStorage(): Promise<DraftStorage> {
  try {
    const store = createStore('ardoise', 'menu-drafts');
    await get('probe', store);
    return createIndexedDbStorage(store);
  } catch {
    try {
      window.localStorage.getItem('probe');
      return createLocalStorage();
    } catch {
      return createMemoryDraftStorage();
    }
  }
}

let chosen: Promise<DraftStorage> | null = null;

/** The browser's draft storage, chosen once: IndexedDB, else localStorage, else memory. */
export function browserDraftStorage(): DraftStorage {
  chosen ??= chooseStorage();
  return {
    get: async (key) => (await chosen)?.get(key),
    set: async (key, record) => (await chosen)?.set(key, record),
    deleteIf: async (key, shouldDelete) => (await chosen)?.deleteIf(key, shouldDelete),
  };
}
