import type { ExternalToast } from 'sonner';
import { onDemand, useOnDemand } from './on-demand';

/**
 * Sonner's toasts, loaded on demand (lib/on-demand): sonner (about 9 KB compressed) is in no
 * screen's first load. The screens call `toast.error(…)` as with sonner; <Toaster /> mounts
 * sonner's once loaded, and sonner shows the toasts created before it subscribed.
 */
const sonner = onDemand(() => import('sonner'));

type Kind = 'success' | 'error' | 'info' | 'warning';

const show =
  (kind?: Kind) =>
  (message: string, options?: ExternalToast): void => {
    void sonner
      .load()
      .then(({ toast }) => (kind ? toast[kind](message, options) : toast(message, options)));
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});

/** Sonner's close button says "Close toast" unless told: the interface is French. */
const TOAST_OPTIONS = { closeButtonAriaLabel: 'Fermer la notification' };

export function Toaster() {
  const module = useOnDemand(sonner);
  return (
    module && (
      <module.Toaster position="top-center" richColors closeButton toastOptions={TOAST_OPTIONS} />
    )
  );
}
