import { useId, useState } from 'react';
import { PAYMENT_TIMING_CHOICES } from '../../../domain/payments/payment-account-messages';
import {
  PAYMENT_TIMINGS,
  type PaymentSettings,
} from '../../../domain/payments/payment-account-rules';
import { cn } from '../../lib/cn';
import { Switch } from '../ui/switch';
import { usePaymentSettings } from './payments-queries';

/** "Quand les clients paient-ils ?" and "Pourboires proposés", each saved when changed. */
export function PaymentSettingsForm() {
  const id = useId();
  const { settings, save } = usePaymentSettings();
  // The choice shows at once (a controlled radio must change in its own event); if the server
  // refuses it, the saved one comes back.
  const [draft, setDraft] = useState<PaymentSettings | null>(null);
  if (settings.isPending) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {settings.error.message}
      </p>
    );
  }
  const current = draft ?? settings.data;
  const change = (changes: Partial<PaymentSettings>) => {
    const next = { ...current, ...changes };
    setDraft(next);
    save.mutate(next, { onSettled: () => setDraft((shown) => (shown === next ? null : shown)) });
  };
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Quand les clients paient-ils ?</legend>
        {PAYMENT_TIMINGS.map((when) => (
          <label
            key={when}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted/60',
              'has-[:checked]:border-accent has-[:checked]:bg-accent/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={`${id}-when`}
              value={when}
              checked={current.when === when}
              onChange={() => change({ when })}
              className="mt-1 size-4 shrink-0 accent-accent focus-visible:outline-none"
            />
            <span className="grid">
              <span className="font-medium">{PAYMENT_TIMING_CHOICES[when].label}</span>
              <span className="text-sm text-muted-foreground">
                {PAYMENT_TIMING_CHOICES[when].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${id}-tips`} className="text-sm font-medium">
          Pourboires proposés
        </label>
        <Switch
          id={`${id}-tips`}
          checked={current.tips}
          onCheckedChange={(tips) => change({ tips })}
        />
      </div>
    </div>
  );
}
