import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { api, type TableList } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/**
 * "Nouveau code" for one table (a card lost, photographed, taken home): the server gives the
 * table a new secret and the old printed code stops working at once; diners who scan it are
 * asked to get a new one from the staff.
 */
export function RegenerateTableButton({ name, label }: { name: string; label: string }) {
  const queryClient = useQueryClient();

  async function regenerate() {
    const table = await api.regenerateTable(name);
    queryClient.setQueryData<TableList>(queryKeys.tables, (list) =>
      list
        ? { tables: list.tables.map((other) => (other.name === table.name ? table : other)) }
        : list,
    );
    toast.success(`Nouveau QR code pour ${label}`, {
      description: 'Imprimez-le et remplacez l’ancien sur la table.',
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={`Nouveau QR code : ${label}`}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
        </Button>
      }
      title={`Remplacer le QR code de « ${label} » ?`}
      description="L’ancien code ne fonctionnera plus : les clients qui le scannent seront invités à en demander un nouveau au personnel. Imprimez le nouveau code et remplacez l’ancien sur la table."
      confirmLabel="Remplacer le code"
      onConfirm={regenerate}
      errorFallback="Impossible de remplacer le QR code."
    />
  );
}
