import { formatCents } from '../../../domain/menu/format-cents';
import { CLOSE_METHOD_LABELS } from '../../../domain/payments/tab-messages';
import type { OwnerTab } from '../../../domain/payments/tab-schema';

const methodLabel = (method: string | null) =>
  method && method in CLOSE_METHOD_LABELS
    ? CLOSE_METHOD_LABELS[method as keyof typeof CLOSE_METHOD_LABELS]
    : null;

/**
 * A tab's figures at a glance (issue 41 §3): the bill, what was paid through Ardoise, what was
 * refunded of it, what staff settled at the till ("Réglé en caisse", with the method) and what
 * remains, 0 once the tab is closed.
 */
export function TabFigures({ tab }: { tab: OwnerTab }) {
  const method = methodLabel(tab.closedMethod);
  const figures: { label: string; cents: number }[] = [
    { label: 'Total', cents: tab.totalCents },
    { label: 'Payé', cents: tab.paidCents },
    ...(tab.refundedCents > 0 ? [{ label: 'Remboursé', cents: tab.refundedCents }] : []),
    ...(tab.settledCents > 0
      ? [
          {
            label: method ? `Réglé en caisse (${method})` : 'Réglé en caisse',
            cents: tab.settledCents,
          },
        ]
      : []),
    { label: 'Reste', cents: tab.remainingCents },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="text-muted-foreground text-sm">{figure.label}</dt>
          <dd className="font-semibold tabular-nums">{formatCents(figure.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
