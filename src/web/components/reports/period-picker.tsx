import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Switch } from '../ui/switch';
import { type Period, parisToday, periodError, shiftPeriod } from './report-period';

/**
 * The day (or the days) "Service du jour" adds up: today by default, the day before or after,
 * any past day, or a range ("Plusieurs jours", 93 days at most).
 */
export function PeriodPicker({
  period,
  isRange,
  onChange,
  onRangeChange,
}: {
  period: Period;
  isRange: boolean;
  onChange: (period: Period) => void;
  onRangeChange: (isRange: boolean) => void;
}) {
  const switchId = useId();
  const today = parisToday();
  const error = periodError(period);
  const unit = isRange ? 'Période' : 'Jour';
  const setFrom = (from: string) => from && onChange({ from, to: isRange ? period.to : from });
  const setTo = (to: string) => to && onChange({ from: period.from, to });

  return (
    <fieldset className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <legend className="sr-only">Période du résumé</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label={`${unit} précédent${isRange ? 'e' : ''}`}
          disabled={error !== null}
          onClick={() => onChange(shiftPeriod(period, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <FormField label={isRange ? 'Du' : 'Jour'} className="min-w-40 flex-1 sm:flex-none">
          <Input
            type="date"
            value={period.from}
            max={isRange ? undefined : today}
            onChange={(event) => setFrom(event.target.value)}
          />
        </FormField>
        {isRange && (
          <FormField label="Au" error={error ?? undefined} className="min-w-40 flex-1 sm:flex-none">
            <Input type="date" value={period.to} onChange={(event) => setTo(event.target.value)} />
          </FormField>
        )}
        <Button
          variant="outline"
          size="icon"
          aria-label={`${unit} suivant${isRange ? 'e' : ''}`}
          // Tomorrow has nothing to say yet.
          disabled={error !== null || period.to >= today}
          onClick={() => onChange(shiftPeriod(period, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="ghost"
          disabled={!isRange && period.from === today}
          onClick={() => {
            onRangeChange(false);
            onChange({ from: today, to: today });
          }}
        >
          Aujourd’hui
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={isRange}
          onCheckedChange={(checked) => {
            onRangeChange(checked);
            if (!checked) onChange({ from: period.from, to: period.from });
          }}
        />
        <Label htmlFor={switchId}>Plusieurs jours</Label>
      </div>
    </fieldset>
  );
}
