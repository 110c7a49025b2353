import { Minus, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { formatCents } from '../../../domain/menu/format-cents';
import { ORDER_LIMITS } from '../../../domain/orders/order-rules';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { type PadLine, padTotal, setNote, setQuantity } from './order-pad-model';

/**
 * The lines of an order being taken or changed (issue 24 §3): each with − / + for its quantity,
 * a note for the kitchen and "Retirer"; the total under them. Every control names its dish.
 */
export function OrderPadLines({
  lines,
  onChange,
}: {
  lines: readonly PadLine[];
  onChange: (lines: PadLine[]) => void;
}) {
  const id = useId();
  if (lines.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
        Aucun plat choisi.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label="Plats de la commande">
        {lines.map((line, index) => (
          <li key={line.key} className="grid gap-2 rounded-lg border border-border p-3">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{line.name}</span>
              <span className="whitespace-nowrap tabular-nums">
                {formatCents(line.unitCents * line.quantity)}
              </span>
            </div>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label={`Diminuer la quantité de ${line.name}`}
                onClick={() => onChange(setQuantity(lines, line.key, line.quantity - 1))}
              >
                <Minus aria-hidden="true" className="size-4" />
              </Button>
              <output
                className="min-w-8 text-center text-lg font-semibold tabular-nums"
                aria-live="polite"
                aria-label={`Quantité de ${line.name}`}
              >
                {line.quantity}
              </output>
              <Button
                variant="outline"
                size="icon"
                aria-label={`Augmenter la quantité de ${line.name}`}
                disabled={line.quantity >= ORDER_LIMITS.maxQuantity}
                onClick={() => onChange(setQuantity(lines, line.key, line.quantity + 1))}
              >
                <Plus aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                className="ml-auto"
                aria-label={`Retirer ${line.name}`}
                onClick={() => onChange(setQuantity(lines, line.key, 0))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Retirer
              </Button>
            </div>
            <Input
              id={`${id}-note-${index}`}
              aria-label={`Remarque – ${line.name}`}
              placeholder="Remarque (facultatif), ex. sans oignons"
              value={line.note}
              maxLength={ORDER_LIMITS.noteMaxLength}
              onChange={(event) => onChange(setNote(lines, line.key, event.target.value))}
            />
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t-2 border-border pt-2 text-lg font-bold">
        Total
        <span className="tabular-nums">{formatCents(padTotal(lines))}</span>
      </p>
    </div>
  );
}

/**
 * What has been chosen so far, said after each tap ("2 plats · 25,90 €"): stuck to the bottom
 * of a phone's dialog, under the menu it is chosen from; read out (and visually hidden) beside
 * the lines on a tablet.
 */
export function PadSummary({ lines }: { lines: readonly PadLine[] }) {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <p
      role="status"
      className="sticky bottom-0 mt-3 rounded-lg bg-primary px-4 py-3 text-center font-semibold text-primary-foreground shadow-lg md:sr-only"
    >
      {count === 0
        ? 'Aucun plat choisi'
        : `${count} ${count > 1 ? 'plats' : 'plat'} · ${formatCents(padTotal(lines))}`}
    </p>
  );
}

/** The pad's last word: what went wrong (announced), and the button that sends it. */
export function PadSubmit({
  error,
  isPending,
  children,
}: {
  error: string | null;
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={isPending}>
        {children}
      </Button>
    </>
  );
}
