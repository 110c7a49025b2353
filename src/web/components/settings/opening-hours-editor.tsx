import { Copy, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { WEEKDAY_NAMES_FR, WEEKDAYS } from '../../../domain/time/weekly-slots';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { copyToOtherDays, type DayRange, type WeekRanges } from './opening-hours';

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const NEW_RANGE: DayRange = { start: '12:00', end: '14:30' };

/**
 * Opening hours, day by day: several ranges a day, none is "Fermé"; a range ending before it
 * starts runs past midnight. Time inputs only (the phone's own picker); errors per day.
 */
export function OpeningHoursEditor({
  week,
  errors,
  onChange,
}: {
  week: WeekRanges;
  /** A French message per weekday with a wrong range. */
  errors: Partial<Record<number, string>>;
  onChange: (week: WeekRanges) => void;
}) {
  const baseId = useId();
  const setDay = (day: number, ranges: DayRange[]) => onChange({ ...week, [day]: ranges });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Horaires d’ouverture</legend>
      <p className="text-xs text-muted-foreground">
        Plusieurs plages par jour possibles. Une plage qui finit avant de commencer (19:00 – 01:00)
        se termine le lendemain.
      </p>
      <ul className="grid gap-3">
        {WEEKDAYS.map((day) => {
          const name = capitalized(WEEKDAY_NAMES_FR[day - 1] ?? '');
          const ranges = week[day] ?? [];
          const errorId = `hours-error-${day}`;
          return (
            <li
              key={day}
              className="grid gap-2 rounded-lg border border-border p-3"
              data-testid={`hours-day-${day}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{name}</span>
                {ranges.length === 0 && (
                  <span className="text-sm text-muted-foreground">Fermé</span>
                )}
              </div>
              {ranges.map((range, index) => {
                const update = (change: Partial<DayRange>) =>
                  setDay(
                    day,
                    ranges.map((r, i) => (i === index ? { ...r, ...change } : r)),
                  );
                const label = `${name}, plage ${index + 1}`;
                const inputId = `${baseId}-${day}-${index}`;
                return (
                  // Ranges have no identity but their place in the day.
                  <div
                    key={inputId}
                    className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:max-w-md"
                  >
                    {(['start', 'end'] as const).map((edge) => (
                      <TimeField
                        key={edge}
                        id={`${inputId}-${edge}`}
                        caption={edge === 'start' ? 'Ouverture' : 'Fermeture'}
                        label={`${label} : ${edge === 'start' ? 'ouverture' : 'fermeture'}`}
                        value={range[edge]}
                        onChange={(value) => update({ [edge]: value })}
                        errorId={errors[day] ? errorId : undefined}
                      />
                    ))}
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, i) => i !== index),
                        )
                      }
                      aria-label={`Supprimer la plage ${index + 1} du ${WEEKDAY_NAMES_FR[day - 1]}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                );
              })}
              {errors[day] && (
                <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                  {errors[day]}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    const last = ranges[ranges.length - 1];
                    setDay(day, [...ranges, last ? { start: '19:00', end: '23:00' } : NEW_RANGE]);
                  }}
                  aria-label={`Ajouter une plage le ${WEEKDAY_NAMES_FR[day - 1]}`}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Ajouter une plage
                </Button>
                {ranges.length > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(copyToOtherDays(week, day))}
                    aria-label={`Copier sur tous les jours les horaires du ${WEEKDAY_NAMES_FR[day - 1]}`}
                  >
                    <Copy aria-hidden="true" className="size-4" />
                    Copier sur tous les jours
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** One time of a range, with the phone's own time picker; invalid while its day has an error. */
function TimeField(props: {
  id: string;
  caption: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
}) {
  return (
    <label className="grid min-w-0 gap-1 text-xs" htmlFor={props.id}>
      {props.caption}
      <Input
        id={props.id}
        type="time"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-label={props.label}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        className="w-full min-w-0 px-2"
        required
      />
    </label>
  );
}
