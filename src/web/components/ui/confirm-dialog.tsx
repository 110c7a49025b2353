import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useState,
} from 'react';
import { onDemand, useOnDemand } from '../../lib/on-demand';

/** What a button of the dialog runs; see `onConfirm`. */
type DialogAction = () => unknown;

export type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  /** More content under the description: a warning, a password field. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while it runs (e.g. "Annulation…"); by default it keeps its label. */
  pendingLabel?: string;
  variant?: 'default' | 'destructive';
  /**
   * Runs on confirmation (a click, or Enter in a field of the dialog); the dialog closes once it
   * resolves. While it runs the buttons are disabled and the dialog stays put. A rejection keeps
   * the dialog open and shows the error's French message; resolving `false` keeps it open
   * without a message (the caller shows why, e.g. under a field).
   */
  onConfirm: DialogAction;
  /** `null`: no cancel button (the owner must choose one of the actions). */
  cancelLabel?: string | null;
  /** Called when the owner cancels (the button, or Escape when the dialog is dismissible). */
  onCancel?: () => void;
  /** A third choice between cancel and confirm, run and reported like `onConfirm`. */
  secondaryAction?: { label: string; onSelect: DialogAction };
  /** The button that opens the dialog; or control it with `open` and `onOpenChange`. */
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `false`: Escape does nothing, only the buttons answer (e.g. "Ignorer" drops a draft). */
  isDismissible?: boolean;
  /** Gets the focus when the dialog opens (by default the cancel button, else the dialog). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The focus goes back to what opened the dialog. When that is gone (the deleted menu's bin
   * button), this says where it goes instead.
   */
  focusFallback?: () => void;
  /** Shown when a failure carries no French message of ours. */
  errorFallback?: string;
};

const content = onDemand(() => import('./confirm-dialog-content'));

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * The one confirmation dialog of the owner app: a question, its consequences, "Annuler" and
 * the action (confirm-dialog-content.tsx). The trigger is rendered here and the dialog, with
 * Radix, loads on demand (lib/on-demand): no screen's first load carries it.
 */
export function ConfirmDialog({ trigger, open, onOpenChange, ...props }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const module = useOnDemand(content, isOpen);

  function setOpen(next: boolean) {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  }

  const triggerElement = trigger as ReactElement<TriggerProps> | undefined;
  return (
    <>
      {triggerElement &&
        cloneElement<TriggerProps & Record<string, unknown>>(triggerElement, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onClick: (event: MouseEvent<HTMLElement>) => {
            triggerElement.props.onClick?.(event);
            if (!event.defaultPrevented) setOpen(true);
          },
        })}
      {module && <module.ConfirmDialogContent {...props} open={isOpen} onOpenChange={setOpen} />}
    </>
  );
}
