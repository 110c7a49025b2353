import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Sonner's toasts, loaded on first use: sonner (about 9 KB compressed) is not part of any
 * screen's first load (`npm run bench:web`). The screens call `toast.error(…)` as with sonner;
 * <Toaster /> mounts sonner's once a toast was asked for, and sonner shows the toasts created
 * before it subscribed. The chunk is also fetched when the browser is idle, so a toast still
 * shows when the connection drops later (the "server unreachable" ones).
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

const show =
  (kind?: Kind) =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast: sonnerToast }) =>
      kind ? sonnerToast[kind](message, options) : sonnerToast(message, options),
    );
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const isLoaded = useSyncExternalStore(subscribe, () => sonner !== null);
  useEffect(() => {
    const whenIdle =
      window.requestIdleCallback ?? ((callback) => window.setTimeout(callback, 2000));
    whenIdle(() => void loadSonner());
  }, []);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
