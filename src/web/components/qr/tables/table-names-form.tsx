import { type FormEvent, useState } from 'react';
import { TABLE_LIMITS } from '../../../../domain/tables/tables';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';
import { useSaveTables } from './use-save-tables';

/** Blank lines are ignored; the server checks the rest (length, duplicates, count). */
const parseNames = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The table names, one per line ("Terrasse 1", "Bar"…), saved in this order. */
export function TableNamesForm({ names }: { names: string[] }) {
  const [text, setText] = useState(names.join('\n'));
  const save = useSaveTables();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(parseNames(text));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-3">
      <FormField
        label="Noms des tables (un par ligne)"
        hint={`Par exemple « Terrasse 1 » ou « Bar ». ${TABLE_LIMITS.maxTables} tables au plus, ${TABLE_LIMITS.nameMaxLength} caractères par nom. Videz le champ pour supprimer toutes les tables.`}
        error={save.error?.message}
      >
        <Textarea
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        isLoading={save.isPending}
        className="sm:justify-self-start"
      >
        Enregistrer la liste
      </Button>
    </form>
  );
}
