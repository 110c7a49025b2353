import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { DATA_EXPORT_MESSAGES, type DataExportStatus } from '../../../domain/account/data-export';
import { ApiError } from '../../lib/api-error';
import { exportApi } from '../../lib/export-api';
import { queryKeys } from '../../lib/query-keys';
import { Button, buttonVariants } from '../ui/button';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

const sizeOf = (bytes: number | undefined) =>
  bytes === undefined ? '' : ` (${megabytes.format(Math.max(bytes / 1_000_000, 0.1))} Mo)`;

/**
 * Paramètres → "Exporter mes données" (issue 25 §6): asks for the archive, follows its
 * preparation (announced politely), then offers the link with its expiry.
 */
export function DataExportCardContent() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.dataExport,
    queryFn: exportApi.status,
    // While the archive is prepared (a few seconds), its state is asked every second.
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1000 : false),
  });
  const start = useMutation({
    mutationFn: exportApi.start,
    onSuccess: (next) => queryClient.setQueryData(queryKeys.dataExport, next),
  });
  const current: DataExportStatus | undefined = status.data;
  const isBuilding = current?.status === 'building' || start.isPending;
  const error = start.error ?? status.error;
  const errorMessage =
    error instanceof ApiError ? error.message : error ? 'Impossible de préparer l’archive.' : null;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Une archive ZIP avec votre compte, le profil du restaurant, vos menus et leurs tableaux des
        allergènes, vos photos, les résumés de commandes et de paiements, les mesures d’audience et
        votre équipe. Elle est prête en moins d’une minute.
      </p>
      <div>
        <Button
          type="button"
          onClick={() => start.mutate()}
          disabled={isBuilding || status.isPending}
          aria-describedby="data-export-state"
        >
          Exporter mes données
        </Button>
      </div>
      <div id="data-export-state" aria-live="polite" className="grid gap-2 text-sm">
        {isBuilding && <p>{DATA_EXPORT_MESSAGES.preparing}</p>}
        {!isBuilding && current?.status === 'ready' && current.url && (
          <>
            <a
              href={current.url}
              download
              className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Télécharger l’archive{sizeOf(current.bytes)}
            </a>
            {current.expiresAt && (
              <p className="text-muted-foreground">
                Lien valable jusqu’au {dateTime.format(new Date(current.expiresAt))}.
              </p>
            )}
          </>
        )}
        {!isBuilding && current?.status === 'expired' && (
          <p className="text-muted-foreground">
            Le lien de votre dernier export a expiré. Demandez une nouvelle archive.
          </p>
        )}
        {!isBuilding && current?.status === 'failed' && !errorMessage && (
          <p role="alert" className="text-destructive">
            {DATA_EXPORT_MESSAGES.failed}
          </p>
        )}
        {errorMessage && (
          <p role="alert" className="text-destructive">
            {errorMessage}
          </p>
        )}
      </div>
    </div>
  );
}
