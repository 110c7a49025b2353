import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CLIENT_MESSAGES } from '../../../domain/errors/errors';
import { ApiError } from '../../lib/api-error';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';

type DialogAction = () => unknown;

/**
 * ConfirmDialog's dialog (confirm-dialog.tsx), loaded on demand with Radix's dialog: a question,
 * its consequences, "Annuler" and the action, with a pending state, errors shown in the dialog
 * and the focus given back. Always controlled: the trigger stays in confirm-dialog.tsx.
 */
export function ConfirmDialogContent({
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  variant = 'default',
  onConfirm,
  cancelLabel = 'Annuler',
  onCancel,
  secondaryAction,
  open,
  onOpenChange,
  isDismissible = true,
  initialFocus,
  focusFallback,
  errorFallback = CLIENT_MESSAGES.unexpected,
}: Omit<ConfirmDialogProps, 'trigger' | 'open' | 'onOpenChange'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [pending, setPending] = useState<'confirm' | 'secondary' | null>(null);
  /** The failure shown in the dialog, and the button that failed (it gets the focus back). */
  const [error, setError] = useState<{ message: string; button: 'confirm' | 'secondary' }>();
  const isRunning = useRef(false);
  const opener = useRef<Element | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const secondaryRef = useRef<HTMLButtonElement>(null);

  // The button was disabled while its action ran: once enabled again, it gets the focus back
  // for a retry.
  useEffect(() => {
    if (error) (error.button === 'confirm' ? confirmRef : secondaryRef).current?.focus();
  }, [error]);

  const setOpen = onOpenChange;

  // A new opening starts without the last one's failure.
  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  function cancel() {
    onCancel?.();
    setOpen(false);
  }

  async function run(which: 'confirm' | 'secondary', action: DialogAction) {
    // A ref, not the state: a double tap may land before the buttons re-render disabled.
    if (isRunning.current) return;
    isRunning.current = true;
    setPending(which);
    setError(undefined);
    let outcome: unknown;
    try {
      outcome = await action();
    } catch (failure) {
      isRunning.current = false;
      setPending(null);
      const message =
        failure instanceof ApiError && failure.message ? failure.message : errorFallback;
      setError({ message, button: which });
      return;
    }
    isRunning.current = false;
    setPending(null);
    if (outcome !== false) setOpen(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to a form around it.
    event.stopPropagation();
    void run('confirm', onConfirm);
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setError(undefined);
          setOpen(true);
        } else if (isDismissible && !pending) {
          cancel();
        }
      }}
    >
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement;
          // Radix focuses the cancel button. Without one, the dialog itself: a key pressed by
          // someone still typing must not pick an action.
          const target =
            initialFocus?.current ?? (cancelLabel === null ? event.currentTarget : null);
          if (!(target instanceof HTMLElement)) return;
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Radix gives the focus back to a trigger only; do it for any opener, unless the
          // focus has already moved on (a new page after "Sauvegarder et continuer").
          event.preventDefault();
          if (document.activeElement && document.activeElement !== document.body) return;
          if (opener.current instanceof HTMLElement && opener.current.isConnected) {
            opener.current.focus();
          } else {
            focusFallback?.();
          }
        }}
      >
        <form noValidate onSubmit={onSubmit}>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {children}
          {error && (
            <p role="alert" className="mt-4 text-sm font-medium text-destructive">
              {error.message}
            </p>
          )}
          <AlertDialogFooter className={secondaryAction && 'sm:flex-wrap'}>
            {cancelLabel !== null && (
              <AlertDialogCancel asChild>
                <Button
                  // Three choices: the way back steps aside for the two actions.
                  variant={secondaryAction ? 'ghost' : 'outline'}
                  disabled={pending !== null}
                  onClick={(event) => {
                    // Radix would only close it: `cancel` also tells the caller.
                    event.preventDefault();
                    cancel();
                  }}
                >
                  {cancelLabel}
                </Button>
              </AlertDialogCancel>
            )}
            {secondaryAction && (
              <Button
                ref={secondaryRef}
                variant="outline"
                isLoading={pending === 'secondary'}
                disabled={pending !== null}
                onClick={() => void run('secondary', secondaryAction.onSelect)}
              >
                {secondaryAction.label}
              </Button>
            )}
            <Button
              ref={confirmRef}
              type="submit"
              variant={variant}
              isLoading={pending === 'confirm'}
              disabled={pending !== null}
            >
              {pending === 'confirm' && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
