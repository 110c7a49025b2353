import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { IMPORT_MESSAGES } from '../../../domain/menu-import/import-rules';
import { ApiError } from '../../lib/api-error';
import { importApi } from '../../lib/import-api';
import { Alert, AlertDescription } from '../ui/alert';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { Textarea } from '../ui/textarea';
import { rememberSentFile } from './sent-files';

const FILE_TABS = [
  { value: 'pdf', label: 'PDF', field: 'Fichier PDF de la carte', accept: 'application/pdf,.pdf' },
  {
    value: 'photo',
    label: 'Photo',
    field: 'Photo de la carte ou de l’ardoise',
    accept: 'image/*',
    capture: true,
  },
  {
    value: 'sheet',
    label: 'Tableur (CSV, Excel)',
    field: 'Fichier CSV ou Excel',
    accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
] as const;

/** "Importer une carte": paste the text, or send a PDF, a photo or a spreadsheet. */
export function ImportSourcePicker() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(send: () => Promise<{ id: string }>) {
    setError(null);
    try {
      const { id } = await send();
      navigate(`/dashboard/import/${id}`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : IMPORT_MESSAGES.uploadFailed);
      setUpload(null);
    }
  }

  function onText(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setError(IMPORT_MESSAGES.textRequired);
    void start(() => importApi.importText(text));
  }

  function onFile(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(IMPORT_MESSAGES.fileMissing);
    setUpload(0);
    void start(async () => {
      const created = await importApi.importFile(file, setUpload);
      rememberSentFile(created.id, file);
      return created;
    });
  }

  return (
    <Tabs
      defaultValue="text"
      onValueChange={() => {
        setError(null);
        setFile(null);
      }}
    >
      <TabsList className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
        <TabsTrigger value="text">Coller le texte</TabsTrigger>
        {FILE_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {error && (
        <Alert variant="destructive" role="alert" className="mt-4">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <TabsContent value="text">
        <form onSubmit={onText} className="grid gap-4">
          <FormField
            label="Texte de la carte"
            hint="Copiez la carte depuis un document, un e-mail ou un site, puis collez-la ici."
          >
            <Textarea rows={12} value={text} onChange={(event) => setText(event.target.value)} />
          </FormField>
          <div>
            <Button type="submit" variant="accent">
              Lire la carte
            </Button>
          </div>
        </form>
      </TabsContent>
      {FILE_TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <form onSubmit={onFile} className="grid gap-4">
            <FormField label={tab.field} hint="10 Mo au plus.">
              <Input
                type="file"
                accept={tab.accept}
                {...('capture' in tab && { capture: 'environment' })}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </FormField>
            {upload !== null && (
              <div role="status" aria-live="polite" className="grid gap-2">
                <p>Envoi du fichier… {Math.round(upload * 100)} %</p>
                <progress
                  className="h-3 w-full"
                  max={100}
                  value={Math.round(upload * 100)}
                  aria-label="Envoi du fichier"
                />
              </div>
            )}
            <div>
              <Button type="submit" variant="accent" isLoading={upload !== null}>
                Envoyer
              </Button>
            </div>
          </form>
        </TabsContent>
      ))}
    </Tabs>
  );
}
