import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module the screens need only once the owner does something (a toast, a dialog, a menu): in
 * no screen's first load (`npm run bench:web`), fetched when first asked for, or when the
 * browser is idle after the first render, so that it is there before it is needed (and still
 * there if the connection drops later).
 */
export type OnDemand<T> = {
  load: () => Promise<T>;
  current: () => T | null;
  subscribe: (listener: () => void) => () => void;
};

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null; // offline: the next need tries again
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The module once loaded, else null; `isNeeded` loads it now, otherwise when idle. */
export function useOnDemand<T>(resource: OnDemand<T>, isNeeded = false): T | null {
  const module = useSyncExternalStore(resource.subscribe, resource.current);
  useEffect(() => {
    if (isNeeded) resource.load().catch(() => {});
  }, [resource, isNeeded]);
  useEffect(() => whenIdle(() => resource.load().catch(() => {})), [resource]);
  return module;
}

function whenIdle(callback: () => void): () => void {
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (requestIdle) {
    const id = requestIdle(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}
