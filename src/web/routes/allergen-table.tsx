import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ALLERGEN_TABLE_MESSAGES } from '../../domain/menu/allergen-table';
import { AllergenGrid } from '../components/allergens/allergen-grid';
import { AllergenNoticeForm } from '../components/allergens/allergen-notice-form';
import { PageHeader } from '../components/shell/page-header';
import { Button, buttonVariants } from '../components/ui/button';
import { LoadingState } from '../components/ui/loading-state';
import { ApiError } from '../lib/api-error';
import { cn } from '../lib/cn';
import { allergenApi, allergenPdfUrl } from '../lib/export-api';
import { queryKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

// Printed, only the sheet shows: A4 landscape, the header row on every page.
const PRINT_CSS = `
@page { size: A4 landscape; margin: 10mm; }
@media print {
  body * { visibility: hidden; }
  #allergen-sheet, #allergen-sheet * { visibility: visible; }
  #allergen-sheet { position: absolute; top: 0; left: 0; width: 100%; }
  #allergen-sheet thead { display: table-header-group; }
}`;

/** /dashboard/menu/{id}/allergens: "Tableau des allergènes", to print or download (issue 25 §5). */
export function AllergenTablePage() {
  useDocumentTitle('Tableau des allergènes');
  const { menuId = '' } = useParams();
  const { data: session } = useSession();
  const table = useQuery({
    queryKey: queryKeys.allergenTable(menuId),
    queryFn: () => allergenApi.table(menuId),
  });
  const canWrite = session?.permissions.includes('menus.write') ?? false;

  return (
    <div className="grid gap-6">
      <style>{PRINT_CSS}</style>
      <Link
        to={`/dashboard/menu/${encodeURIComponent(menuId)}/edit`}
        className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 justify-self-start')}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour à l’éditeur
      </Link>
      <PageHeader
        title="Tableau des allergènes"
        description="Les 14 allergènes de chaque plat actif, à afficher ou à tenir à disposition de vos clients (décret n° 2015-447)."
        actions={
          <>
            <Button type="button" onClick={() => window.print()} disabled={!table.data}>
              <Printer aria-hidden="true" className="size-4" />
              Imprimer
            </Button>
            <a
              href={allergenPdfUrl(menuId)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <FileDown aria-hidden="true" className="size-4" />
              Télécharger le PDF
            </a>
          </>
        }
      />
      {table.isPending && <LoadingState />}
      {table.error && (
        <p role="alert" className="text-destructive">
          {table.error instanceof ApiError
            ? table.error.message
            : 'Impossible de charger le tableau des allergènes.'}
        </p>
      )}
      {table.data && (
        <>
          {canWrite && <AllergenNoticeForm notice={table.data.notice} menuId={menuId} />}
          <section
            id="allergen-sheet"
            aria-label="Tableau à imprimer"
            className="grid gap-3 rounded-lg border border-border bg-white p-4 text-black"
          >
            <h2 className="text-xl font-bold">Tableau des allergènes</h2>
            <p className="font-semibold">
              {table.data.menuName} – {table.data.restaurantName}
            </p>
            <p className="text-sm">Établi le {table.data.date}</p>
            <p className="text-sm">{table.data.notice}</p>
            <p className="text-xs italic">{ALLERGEN_TABLE_MESSAGES.legend}</p>
            {table.data.sections.length === 0 ? (
              <p>{ALLERGEN_TABLE_MESSAGES.noDish}</p>
            ) : (
              <div className="overflow-x-auto print:overflow-visible">
                <AllergenGrid table={table.data} />
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
