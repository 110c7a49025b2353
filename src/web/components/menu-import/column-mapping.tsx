import { useState } from 'react';
import type { ColumnMapping } from '../../../domain/menu-import/import-result';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { NativeSelect } from '../ui/native-select';

type Column = Exclude<keyof ColumnMapping, 'hasHeader'>;

const FIELDS: { key: Column; label: string; isRequired: boolean }[] = [
  { key: 'name', label: 'Nom du plat', isRequired: true },
  { key: 'price', label: 'Prix', isRequired: true },
  { key: 'category', label: 'Catégorie', isRequired: false },
  { key: 'description', label: 'Description', isRequired: false },
  { key: 'allergens', label: 'Allergènes', isRequired: false },
];

/** The spreadsheet step: which column holds what; "Appliquer" reads the rows again. */
export function ColumnMappingStep({
  rows,
  mapping,
  isApplying,
  onApply,
}: {
  rows: string[][];
  mapping: ColumnMapping;
  isApplying: boolean;
  onApply: (mapping: ColumnMapping) => void;
}) {
  const [choice, setChoice] = useState<ColumnMapping>(mapping);
  // Unsaid, the server skips a first row whose price cell holds no figure: the same here.
  const hasHeader = choice.hasHeader ?? !/\d/.test(rows[0]?.[choice.price] ?? '');
  const width = Math.max(0, ...rows.map((row) => row.length));
  const columns = [...Array(width).keys()].map((index) => ({
    index,
    label: `Colonne ${index + 1}${rows[0]?.[index] ? ` (${rows[0][index]})` : ''}`,
  }));
  return (
    <section
      aria-labelledby="import-columns-title"
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="import-columns-title" className="text-lg font-semibold">
        Colonnes du tableur
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {FIELDS.map((field) => (
          <FormField key={field.key} label={field.label}>
            <NativeSelect
              value={choice[field.key] ?? ''}
              onChange={(event) => {
                const value = event.target.value === '' ? undefined : Number(event.target.value);
                setChoice((current) => ({ ...current, [field.key]: value }) as ColumnMapping);
              }}
            >
              {!field.isRequired && <option value="">Aucune</option>}
              {columns.map((column) => (
                <option key={column.index} value={column.index}>
                  {column.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={hasHeader}
          onChange={(event) =>
            setChoice((current) => ({ ...current, hasHeader: event.target.checked }))
          }
        />
        La première ligne contient les titres
      </label>
      <div>
        <Button variant="outline" isLoading={isApplying} onClick={() => onApply(choice)}>
          Appliquer ces colonnes
        </Button>
      </div>
    </section>
  );
}
