import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { IMPORT_MESSAGES } from '../../../domain/menu-import/import-rules';
import type { ImportJob } from '../../../domain/menu-import/import-schemas';
import { ApiError } from '../../lib/api-error';
import { importApi } from '../../lib/import-api';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { sentFile } from './sent-files';

/**
 * A failed import whose source was read (issue 42 §4: nothing recognised): the text that was
 * read, editable, beside the original file when this tab sent it; "Relire ce texte" sends the
 * corrected text as a new import (`POST /api/v1/imports {text}`) and opens it.
 */
export function ImportRetry({ job }: { job: ImportJob & { text: string } }) {
  const navigate = useNavigate();
  const [text, setText] = useState(job.text);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = sentFile(job.id);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  async function reread(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setError(IMPORT_MESSAGES.textRequired);
    setIsSending(true);
    setError(null);
    try {
      const { id } = await importApi.importText(text);
      navigate(`/dashboard/import/${id}`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : IMPORT_MESSAGES.uploadFailed);
      setIsSending(false);
    }
  }

  return (
    <div className="grid gap-6">
      <Alert variant="destructive" role="alert">
        <AlertTitle>La carte n’a pas pu être lue</AlertTitle>
        <AlertDescription>
          <p>{job.error}</p>
          <p>Corrigez le texte lu ci-dessous (un plat et son prix par ligne), puis relisez-le.</p>
        </AlertDescription>
      </Alert>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={reread} className="grid content-start gap-3">
          <Label htmlFor="import-read-text" className="text-lg font-semibold">
            Texte lu
          </Label>
          <Textarea
            id="import-read-text"
            rows={14}
            value={text}
            aria-describedby={error ? 'import-read-text-error' : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <p id="import-read-text-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="accent" isLoading={isSending}>
              Relire ce texte
            </Button>
            <Link to="/dashboard/import" className={buttonVariants({ variant: 'outline' })}>
              Recommencer l’import
            </Link>
          </div>
        </form>
        {file && url && (
          <section aria-labelledby="import-original-title" className="grid content-start gap-3">
            <h2 id="import-original-title" className="text-lg font-semibold">
              Votre fichier
            </h2>
            {file.type.startsWith('image/') ? (
              <img
                src={url}
                alt={`La carte envoyée (${file.name})`}
                className="max-h-[70vh] w-full rounded-lg border border-border object-contain"
              />
            ) : (
              // The page's CSP allows no <object>: the PDF opens in the browser's own viewer.
              <p>
                <a href={url} target="_blank" rel="noreferrer" className="underline">
                  Ouvrir {file.name}
                </a>{' '}
                <span className="text-muted-foreground">(dans un nouvel onglet)</span>
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
