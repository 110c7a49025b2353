import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { WeekdayPicker } from '../ui/weekday-picker';

export type DraftSlot = { days: number[]; start: string; end: string };

const NEW_SLOT: DraftSlot = { days: [1, 2, 3, 4, 5], start: '11:30', end: '15:00' };

/** Days and hours (Europe/Paris) of a promotion: one or more weekly slots. */
export function SlotsEditor({
  slots,
  error,
  onChange,
}: {
  slots: DraftSlot[];
  error?: string;
  onChange: (slots: DraftSlot[]) => void;
}) {
  const update = (index: number, patch: Partial<DraftSlot>) =>
    onChange(slots.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Jours et heures (heure de Paris)</legend>
      {slots.map((slot, index) => {
        const number = slots.length > 1 ? ` ${index + 1}` : '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots have no identity but their place
          <div key={index} className="grid gap-3 rounded-md border border-border p-3">
            <WeekdayPicker
              days={slot.days}
              legend={`Jours du créneau${number}`}
              onChange={(days) => update(index, { days })}
            />
            <div className="flex flex-wrap items-end gap-3">
              <FormField label={`Début${number}`}>
                <Input
                  type="time"
                  value={slot.start}
                  onChange={(event) => update(index, { start: event.target.value })}
                />
              </FormField>
              <FormField label={`Fin${number}`}>
                <Input
                  type="time"
                  value={slot.end}
                  onChange={(event) => update(index, { end: event.target.value })}
                />
              </FormField>
              {slots.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Retirer le créneau${number}`}
                  onClick={() => onChange(slots.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              )}
            </div>
          </div>
        );
      })}
      <p className="text-xs text-muted-foreground">
        Une fin avant le début continue le lendemain (22:00 → 02:00).
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button variant="outline" onClick={() => onChange([...slots, { ...NEW_SLOT }])}>
        <Plus aria-hidden="true" className="size-4" />
        Ajouter un créneau
      </Button>
    </fieldset>
  );
}
