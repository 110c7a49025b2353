import { useParams } from 'react-router';
import { ImportJobView } from '../components/menu-import/import-job-view';
import { ImportSourcePicker } from '../components/menu-import/import-source-picker';
import { PageHeader } from '../components/shell/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

const TITLE = 'Importer une carte';

/**
 * /dashboard/import and /dashboard/import/{id} (issue 25 §1, §3): the source, then the job
 * (its id in the address, so a reload or a later visit finds it) and the preview.
 */
export function MenuImportPage() {
  useDocumentTitle(TITLE);
  const importId = useParams()['*'];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <PageHeader
        title={TITLE}
        description="Votre carte existe déjà ? Collez-la ou envoyez-la : vous vérifiez le résultat avant de créer le menu."
      />
      {importId ? <ImportJobView id={importId} /> : <ImportSourcePicker />}
    </div>
  );
}
