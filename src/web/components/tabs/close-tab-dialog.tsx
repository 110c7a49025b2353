import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatCents } from '../../../domain/menu/format-cents';
import { CLOSE_METHOD_LABELS } from '../../../domain/payments/tab-messages';
import type { OwnerTab } from '../../../domain/payments/tab-schema';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { tableLabel } from '../orders/format-order';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

type Method = keyof typeof CLOSE_METHOD_LABELS;

/** "Réglé en caisse": staff close a tab whose rest was paid at the till, saying how. */
export function CloseTabDialog({ tab }: { tab: OwnerTab }) {
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const name = useId();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="lg">
          Clôturer la table
        </Button>
      }
      title={`Clôturer ${tableLabel(tab.table)} ?`}
      description={
        tab.remainingCents > 0
          ? `Il reste ${formatCents(tab.remainingCents)} : indiquez comment ils ont été réglés en caisse.`
          : 'Tout est réglé. La table repart avec une addition vide.'
      }
      cancelLabel="Retour"
      confirmLabel="Clôturer"
      pendingLabel="Clôture…"
      errorFallback="Impossible de clôturer la table."
      onConfirm={async () => {
        if (!method) {
          setIsMissing(true);
          return false;
        }
        await boardApi.closeTab(tab.id, method);
        await queryClient.invalidateQueries({ queryKey: queryKeys.tabs });
      }}
    >
      <fieldset className="grid gap-2" aria-describedby={isMissing ? `${name}-error` : undefined}>
        <legend className="mb-1 font-medium">Réglé en caisse</legend>
        {(Object.keys(CLOSE_METHOD_LABELS) as Method[]).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={name}
              value={value}
              checked={method === value}
              onChange={() => {
                setMethod(value);
                setIsMissing(false);
              }}
              className="size-5"
            />
            {CLOSE_METHOD_LABELS[value]}
          </label>
        ))}
        {isMissing && (
          <p id={`${name}-error`} role="alert" className="text-destructive text-sm">
            Choisissez le moyen de paiement.
          </p>
        )}
      </fieldset>
    </ConfirmDialog>
  );
}
