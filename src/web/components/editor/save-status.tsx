import { AlertTriangle, Check, CircleDot, CloudOff, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { SaveStatus as Status } from '../../lib/editor/save-controller';
import { useEditor } from './editor-context';

const LABELS: Record<Status, string> = {
  idle: '',
  dirty: 'Modifications non enregistrées',
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  offline: 'Hors ligne — vos modifications sont conservées',
  invalid: 'Modifications non enregistrées',
  conflict: 'Ce menu a été modifié ailleurs',
  blocked: 'Modifications non enregistrées',
  failed: 'Échec de l’enregistrement — nouvel essai automatique',
};

const ICONS = {
  dirty: CircleDot,
  saving: LoaderCircle,
  saved: Check,
  offline: CloudOff,
} as const;

/** Where the working copy stands, announced politely to screen readers. */
export function SaveStatus({ className }: { className?: string }) {
  const { state } = useEditor();
  const { status, message } = state;
  const isProblem = ['invalid', 'conflict', 'blocked', 'failed'].includes(status);
  const Icon = isProblem ? AlertTriangle : ICONS[status as keyof typeof ICONS];
  // A refused save says why (e.g. "Veuillez donner un nom à votre menu.").
  const label =
    (status === 'invalid' || status === 'blocked') && message ? message : LABELS[status];
  return (
    <p
      role="status"
      aria-live="polite"
      data-status={status}
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-sm',
        isProblem ? 'text-destructive' : 'text-muted-foreground',
        status === 'offline' && 'text-warning',
        className,
      )}
    >
      {label && Icon && (
        <Icon
          aria-hidden="true"
          className={cn('size-4 shrink-0', status === 'saving' && 'animate-spin')}
        />
      )}
      <span className="min-w-0">{label}</span>
    </p>
  );
}
