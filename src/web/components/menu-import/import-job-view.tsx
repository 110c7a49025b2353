import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ImportJob } from '../../../domain/menu-import/import-schemas';
import { importApi } from '../../lib/import-api';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { buttonVariants } from '../ui/button';
import { LoadingState } from '../ui/loading-state';
import { ImportRetry } from './import-retry';
import { waitingLabel } from './waiting-label';

/**
 * The draft's editor (drag and drop included) loads while the file is read: the screen the
 * owner lands on (the source picker, the progress) stays within its budget (bench:web).
 */
const loadPreview = () => import('./import-preview');
const ImportPreview = lazy(() =>
  loadPreview().then((module) => ({ default: module.ImportPreview })),
);

const READING: Record<ImportJob['source']['kind'], string> = {
  text: 'Lecture du texte…',
  pdf: 'Lecture du PDF…',
  photo: 'Lecture de la photo…',
  csv: 'Lecture du tableur…',
  xlsx: 'Lecture du tableur…',
};

const isWaiting = (job: ImportJob | undefined) =>
  job?.status === 'queued' || job?.status === 'reading';

/** One import, from its id in the address: progress while read, then the preview. */
export function ImportJobView({ id }: { id: string }) {
  const {
    data: job,
    error,
    isPending,
  } = useQuery({
    queryKey: ['imports', id],
    queryFn: () => importApi.getImport(id),
    // Polled while read (OCR takes seconds); the job lives on the server, so leaving and
    // coming back, or reloading, finds it where it is.
    refetchInterval: (query) => (isWaiting(query.state.data) ? 700 : false),
    refetchOnWindowFocus: false,
  });
  const again = (
    <Link to="/dashboard/import" className={buttonVariants({ variant: 'outline' })}>
      Recommencer l’import
    </Link>
  );
  if (isPending) return <LoadingState label="Chargement de l’import…" />;
  if (error || !job) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>Import introuvable</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{error?.message ?? 'Cet import n’existe plus.'}</p>
          <div>{again}</div>
        </AlertDescription>
      </Alert>
    );
  }
  if (job.status === 'failed' && job.text) return <ImportRetry job={{ ...job, text: job.text }} />;
  if (job.status === 'failed') {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>La carte n’a pas pu être lue</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{job.error}</p>
          <div>{again}</div>
        </AlertDescription>
      </Alert>
    );
  }
  if (job.status !== 'ready' || !job.draft) {
    // Fetched once (the browser keeps the module): ready by the time the draft is.
    void loadPreview();
    const label =
      job.status === 'queued' ? waitingLabel(job.queuePosition) : READING[job.source.kind];
    return (
      <div className="grid gap-3 py-6" role="status" aria-live="polite">
        <p className="font-medium">
          {label} {job.progress} %
        </p>
        <progress className="h-3 w-full" max={100} value={job.progress} aria-label={label} />
        <p className="text-sm text-muted-foreground">
          Vous pouvez quitter cette page : l’import continue et vous le retrouverez à cette adresse.
        </p>
      </div>
    );
  }
  return (
    <Suspense fallback={<LoadingState label="Chargement de l’aperçu…" />}>
      <ImportPreview key={job.id} job={job} draft={job.draft} />
    </Suspense>
  );
}
