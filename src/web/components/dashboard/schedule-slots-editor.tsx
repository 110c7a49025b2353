import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MAX_SCHEDULE_SLOTS } from '../../../domain/menu/schedule-text';
import type { WeeklySlot } from '../../../domain/time/weekly-slots';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { WeekdayPicker } from '../ui/weekday-picker';

/** A slot being edited: a key for React, the rest as the API takes it. */
export type DraftSlot = WeeklySlot & { key: number };
/** Server messages by slot and part: `0.start`, `1.days`… */
export type SlotErrors = Record<string, string>;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const EVERY_DAY = [...WEEKDAYS];
const WEEKDAYS_ONLY = [1, 2, 3, 4, 5];

let nextKey = 1;
export const draftOf = (slot: WeeklySlot): DraftSlot => ({ ...slot, key: nextKey++ });

const PRESETS: { label: string; slot: WeeklySlot }[] = [
  { label: 'Midi (11:30–15:00)', slot: { days: WEEKDAYS_ONLY, start: '11:30', end: '15:00' } },
  { label: 'Soir (18:00–23:00)', slot: { days: EVERY_DAY, start: '18:00', end: '23:00' } },
  { label: 'Autre plage', slot: { days: EVERY_DAY, start: '12:00', end: '14:00' } },
];

/** The slots of a menu's schedule: days, start and end of each, presets to add one. */
export function ScheduleSlotsEditor({
  slots,
  errors,
  onChange,
}: {
  slots: DraftSlot[];
  errors: SlotErrors;
  onChange: (slots: DraftSlot[]) => void;
}) {
  const replace = (key: number, changes: Partial<WeeklySlot>) =>
    onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...changes } : slot)));
  const isFull = slots.length >= MAX_SCHEDULE_SLOTS;

  return (
    <div className="mt-4 grid max-h-[55vh] gap-4 overflow-y-auto pr-1">
      {slots.length === 0 && (
        <p className="rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
          Aucune plage : ce menu ne change pas tout seul. Ajoutez une plage ci-dessous.
        </p>
      )}
      <ol className="grid gap-3" aria-label="Plages horaires">
        {slots.map((slot, index) => (
          <li key={slot.key}>
            <SlotFields
              slot={slot}
              index={index}
              errors={errors}
              onChange={(changes) => replace(slot.key, changes)}
              onRemove={() => onChange(slots.filter((other) => other.key !== slot.key))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            type="button"
            variant="outline"
            size="sm"
            className="min-h-11"
            disabled={isFull}
            onClick={() => onChange([...slots, draftOf(preset.slot)])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {preset.label}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Heure de Paris. Une fin avant le début se termine le lendemain (18:00–02:00).
      </p>
    </div>
  );
}

function SlotFields({
  slot,
  index,
  errors,
  onChange,
  onRemove,
}: {
  slot: DraftSlot;
  index: number;
  errors: SlotErrors;
  onChange: (changes: Partial<WeeklySlot>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const number = index + 1;
  const errorOf = (part: 'days' | 'start' | 'end') => errors[`${index}.${part}`];

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Plage {number}</legend>
      <WeekdayPicker
        days={slot.days}
        legend={`Jours de la plage ${number}`}
        describedBy={errorOf('days') ? `${id}-days` : undefined}
        onChange={(days) => onChange({ days })}
      />
      <FieldError id={`${id}-days`} message={errorOf('days')} />
      <div className="flex flex-wrap items-end gap-3">
        {(['start', 'end'] as const).map((part) => (
          <div key={part} className="grid gap-1">
            <Label htmlFor={`${id}-${part}`}>{part === 'start' ? 'Début' : 'Fin'}</Label>
            <Input
              id={`${id}-${part}`}
              type="time"
              step={60}
              required
              className="w-32"
              value={slot[part]}
              aria-invalid={errorOf(part) ? true : undefined}
              aria-describedby={errorOf(part) ? `${id}-${part}-error` : undefined}
              onChange={(event) => onChange({ [part]: event.target.value })}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="ml-auto size-11 text-muted-foreground hover:text-destructive"
          aria-label={`Retirer la plage ${number}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <FieldError id={`${id}-start-error`} message={errorOf('start')} />
      <FieldError id={`${id}-end-error`} message={errorOf('end')} />
    </fieldset>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
