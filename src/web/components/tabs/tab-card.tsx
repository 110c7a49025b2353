import { formatCents } from '../../../domain/menu/format-cents';
import { CLOSE_METHOD_LABELS } from '../../../domain/payments/tab-messages';
import type { OwnerTab } from '../../../domain/payments/tab-schema';
import { tableLabel } from '../orders/format-order';
import { CloseTabDialog } from './close-tab-dialog';
import { PaymentInProgress } from './payment-in-progress';
import { RefundDialog } from './refund-dialog';
import { TabFigures } from './tab-figures';

const PAYMENT_STATUS: Record<OwnerTab['payments'][number]['status'], string> = {
  pending: 'en cours',
  succeeded: 'payé',
  failed: 'échoué',
  expired: 'expiré',
  canceled: 'abandonné',
};

const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' });

/** One table's open tab: its totals at a glance, the detail on demand, the staff's actions. */
export function TabCard({ tab }: { tab: OwnerTab }) {
  const paid = tab.payments.filter((p) => p.status !== 'failed' && p.status !== 'pending');
  const inProgress = tab.payments.filter((payment) => payment.status === 'pending');
  return (
    <article
      aria-label={`Addition ${tableLabel(tab.table)}`}
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-lg">{tableLabel(tab.table)}</h3>
        <span className="text-muted-foreground text-sm">
          ouverte à {time.format(new Date(tab.openedAt))}
        </span>
      </header>
      <TabFigures tab={tab} />
      <details>
        <summary className="min-h-11 cursor-pointer py-2">
          Détail ({tab.lines.length} {tab.lines.length > 1 ? 'lignes' : 'ligne'})
        </summary>
        <ul className="grid gap-1">
          {tab.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-2">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span className="tabular-nums">
                {formatCents(line.amountCents)}
                {line.paidCents > 0 && ` · réglé ${formatCents(line.paidCents)}`}
              </span>
            </li>
          ))}
        </ul>
      </details>
      {inProgress.length > 0 && (
        <ul aria-label="Paiements en cours" className="grid gap-2">
          {inProgress.map((payment) => (
            <PaymentInProgress key={payment.id} payment={payment} table={tableLabel(tab.table)} />
          ))}
        </ul>
      )}
      {tab.creditCents > 0 && (
        <p role="status" className="font-medium text-destructive">
          Trop-perçu : {formatCents(tab.creditCents)} à rendre au client (un paiement annulé a
          abouti malgré tout) — remboursez-le ci-dessous.
        </p>
      )}
      {paid.length > 0 && (
        <ul aria-label="Paiements" className="grid gap-2">
          {paid.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="tabular-nums">
                {formatCents(payment.amountCents + payment.tipCents)}
                {payment.tipCents > 0 && ` (dont pourboire ${formatCents(payment.tipCents)})`} —{' '}
                {PAYMENT_STATUS[payment.status]}
                {payment.refundedCents > 0 && ` · remboursé ${formatCents(payment.refundedCents)}`}
                {payment.refundedCents > 0 &&
                  payment.refundedByName &&
                  ` par ${payment.refundedByName}`}
              </span>
              {payment.status === 'succeeded' &&
                payment.refundedCents < payment.amountCents + payment.tipCents && (
                  <RefundDialog payment={payment} />
                )}
            </li>
          ))}
        </ul>
      )}
      {tab.status === 'open' ? (
        <CloseTabDialog tab={tab} />
      ) : (
        <p className="text-muted-foreground text-sm">
          Clôturée à {time.format(new Date(tab.closedAt ?? tab.openedAt))}
          {tab.closedMethod && tab.closedMethod in CLOSE_METHOD_LABELS
            ? ` · réglé en caisse (${CLOSE_METHOD_LABELS[tab.closedMethod as keyof typeof CLOSE_METHOD_LABELS]})`
            : ' · réglée en ligne'}
          {tab.closedByName && ` · par ${tab.closedByName}`}
        </p>
      )}
    </article>
  );
}
