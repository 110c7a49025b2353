import { type FormEvent, useState } from 'react';
import { numberedTables, TABLE_LIMITS } from '../../../../domain/tables/tables';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { useSaveTables } from './use-save-tables';

const RANGE_MESSAGE = `Indiquez un nombre de tables entre 1 et ${TABLE_LIMITS.maxTables}.`;

/** "Nombre de tables": n → tables "1" … "n", replacing the current list. */
export function TableCountForm({ currentCount }: { currentCount: number }) {
  const [value, setValue] = useState(currentCount > 0 ? String(currentCount) : '');
  const [localError, setLocalError] = useState<string>();
  const save = useSaveTables();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1 || count > TABLE_LIMITS.maxTables) {
      setLocalError(RANGE_MESSAGE);
      return;
    }
    setLocalError(undefined);
    save.mutate(numberedTables(count));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-3">
      <FormField
        label="Nombre de tables"
        hint="Vos tables seront numérotées 1, 2, 3… Cela remplace la liste actuelle."
        error={localError ?? save.error?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={TABLE_LIMITS.maxTables}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="sm:max-w-40"
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        isLoading={save.isPending}
        className="sm:justify-self-start"
      >
        Numéroter les tables
      </Button>
    </form>
  );
}
