import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * A module the screens need only once the owner does something (a toast, a dialog, a menu): in
 * no screen's first load (`npm run bench:web` counts what a phone receives in its first 3 s),
 * fetched when first asked for, on intent (a hover or a focus on its trigger), or when the
 * browser is idle after the owner's first tap, click or key on the page: there before it is
 * needed (and still there if the connection drops later) without weighing on the first load.
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

/**
 * The module once loaded, else null; `isNeeded` loads it now, otherwise once the owner has
 * started using the page (`afterFirstInteraction`). `onFailed` hears of a needed load that
 * failed (offline): the caller can drop the request, so that asking again tries again.
 */
export function useOnDemand<T>(
  resource: OnDemand<T>,
  isNeeded = false,
  onFailed?: () => void,
): T | null {
  const module = useSyncExternalStore(resource.subscribe, resource.current);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (isNeeded) resource.load().catch(() => failed.current?.());
  }, [resource, isNeeded]);
  useEffect(() => afterFirstInteraction(() => resource.load().catch(() => {})), [resource]);
  return module;
}

/**
 * The end of a tap, click or key press: a module arriving between a press and its release could
 * replace the control pressed (a stand-in) and the press would be lost.
 */
const INTERACTIONS = ['pointerup', 'keyup'] as const;
const waiting = new Set<() => void>();
let hasInteracted = false;

function interacted() {
  hasInteracted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
  whenIdle(() => {
    for (const callback of waiting) callback();
    waiting.clear();
  });
}

/**
 * Runs `callback` when the browser is idle after the first tap, click or key press on the page
 * (at once when idle if there was one): what the owner will likely use next is fetched while
 * they read, never in competition with the screen's own first load. Returns a cancel function.
 */
export function afterFirstInteraction(callback: () => void): () => void {
  if (hasInteracted) return whenIdle(callback);
  if (waiting.size === 0) {
    for (const type of INTERACTIONS) {
      window.addEventListener(type, interacted, { capture: true, passive: true });
    }
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
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
