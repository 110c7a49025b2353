import { WEEKDAY_NAMES_FR } from '../../../domain/time/weekday-names';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The days of a weekly slot (menu schedules, promotions): seven toggles, 44 px tall for a
 * thumb, short names shown and full names read out. `days` are ISO weekdays (1 = lundi).
 */
export function WeekdayPicker({
  days,
  legend,
  describedBy,
  onChange,
}: {
  days: readonly number[];
  /** Read by screen readers: "Jours de la plage 2"… */
  legend: string;
  describedBy?: string;
  onChange: (days: number[]) => void;
}) {
  const toggle = (day: number) =>
    onChange(
      days.includes(day)
        ? days.filter((other) => other !== day)
        : [...days, day].sort((a, b) => a - b),
    );
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {WEEKDAYS.map((day) => {
          const name = WEEKDAY_NAMES_FR[day - 1] ?? '';
          return (
            <label
              key={day}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-border px-2 text-sm font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={days.includes(day)}
                onChange={() => toggle(day)}
              />
              <span aria-hidden="true">{name.slice(0, 3)}</span>
              <span className="sr-only">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
