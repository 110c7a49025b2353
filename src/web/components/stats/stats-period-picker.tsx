import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { rangeDays, rangeError, STATS_PRESETS, type StatsRange } from './stats-model';
import { lastDays } from './stats-week';

/**
 * The period "Statistiques" shows: "7 jours" (the default), "30 jours", or any two dates; and
 * what the screen adds (the menu).
 */
export function StatsPeriodPicker({
  range,
  today,
  onChange,
  children,
}: {
  range: StatsRange;
  today: string;
  onChange: (range: StatsRange) => void;
  /** More choices on the same line (the menu). */
  children?: ReactNode;
}) {
  const error = rangeError(range);
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4 sm:p-5">
      <legend className="sr-only">Période et menu des statistiques</legend>
      {STATS_PRESETS.map((preset) => {
        const isCurrent = range.to === today && rangeDays(range) === preset.days;
        return (
          <Button
            key={preset.days}
            variant={isCurrent ? 'default' : 'outline'}
            aria-pressed={isCurrent}
            onClick={() => onChange(lastDays(preset.days, today))}
          >
            {preset.label}
          </Button>
        );
      })}
      <FormField label="Du" className="min-w-36 flex-1 sm:flex-none">
        <Input
          type="date"
          value={range.from}
          max={today}
          onChange={(event) =>
            event.target.value && onChange({ ...range, from: event.target.value })
          }
        />
      </FormField>
      <FormField label="Au" error={error ?? undefined} className="min-w-36 flex-1 sm:flex-none">
        <Input
          type="date"
          value={range.to}
          max={today}
          onChange={(event) => event.target.value && onChange({ ...range, to: event.target.value })}
        />
      </FormField>
      {children}
    </fieldset>
  );
}
