import { useQuery } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { LoadingState } from '../../ui/loading-state';
import { tablesQuery } from '../qr-queries';
import { TableCountForm } from './table-count-form';
import { TableList } from './table-list';
import { TableNamesForm } from './table-names-form';
import { countLabel } from './use-save-tables';

/**
 * Per-table codes: each table's code opens the permanent address with the table's secret
 * (`?t=`), so the server knows where an order comes from (docs/decisions/011-table-codes.md).
 */
export function TablesSection({ restaurantName }: { restaurantName: string }) {
  const { data, error, isPending, refetch, isRefetching } = useQuery(tablesQuery);
  const tables = data?.tables ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tables</CardTitle>
        <CardDescription>
          Un QR code par table : vos clients ouvrent le même menu, et vous savez de quelle table
          vient chaque commande. Chaque code est unique : s'il est perdu ou recopié, remplacez-le
          par un nouveau, l'ancien ne fonctionnera plus.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isPending && <LoadingState label="Chargement des tables…" />}
        {error && (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p className="text-destructive">Impossible de charger vos tables. {error.message}</p>
            <Button variant="outline" isLoading={isRefetching} onClick={() => refetch()}>
              Réessayer
            </Button>
          </div>
        )}
        {data && (
          <>
            <div className="grid gap-6 md:grid-cols-2">
              <TableCountForm key={`count-${tables.length}`} currentCount={tables.length} />
              <TableNamesForm
                key={tables.map((table) => table.name).join('\n')}
                names={tables.map((table) => table.name)}
              />
            </div>
            <section aria-labelledby="tables-list-title" className="grid gap-3">
              <h3 id="tables-list-title" className="font-semibold">
                Vos tables
              </h3>
              <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
                {tables.length === 0
                  ? "Aucune table pour l'instant. Indiquez leur nombre ou leurs noms ci-dessus."
                  : `${countLabel(tables.length)}, chacune avec son QR code.`}
              </p>
              {tables.length > 0 && <TableList tables={tables} restaurantName={restaurantName} />}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
