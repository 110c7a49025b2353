import { Hand, ReceiptText } from 'lucide-react';
import { CALL_KIND_LABELS } from '../../../domain/calls/call-messages';
import { Button } from '../ui/button';
import { tableLabel } from './format-order';
import { formatCallTime } from './table-call-model';
import { useTableCalls } from './use-table-calls';

/**
 * Table calls on the board (issue 24 §4): each open call an alert with its table, what it asks
 * for and when, ringing like a new order, until someone answers "J'arrive" (the table's phones
 * then say a waiter is coming) or it closes after 15 minutes. `canManage`: the signed-in role
 * may answer calls; without it, nothing is read or shown.
 */
export function TableCallAlerts({ canManage }: { canManage: boolean }) {
  const { calls, acknowledge } = useTableCalls(canManage);
  if (!canManage || calls.length === 0) return null;
  return (
    <section aria-label="Appels des tables" className="grid gap-3">
      {calls.map((call) => {
        const Icon = call.kind === 'bill' ? ReceiptText : Hand;
        const table = tableLabel(call.table);
        const isAnswering = acknowledge.isPending && acknowledge.variables?.id === call.id;
        return (
          <div
            key={call.id}
            role="alert"
            data-call-id={call.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-warning bg-warning/10 px-4 py-4"
          >
            <p className="flex min-w-0 items-center gap-2 text-lg font-bold">
              <Icon aria-hidden="true" className="size-6 shrink-0" />
              <span className="break-words">
                {table} · {CALL_KIND_LABELS[call.kind]} ·{' '}
                <time dateTime={call.createdAt}>{formatCallTime(call.createdAt)}</time>
              </span>
            </p>
            <Button
              size="lg"
              aria-label={`J’arrive — ${table}`}
              disabled={isAnswering}
              onClick={() => acknowledge.mutate(call)}
            >
              J’arrive
            </Button>
          </div>
        );
      })}
    </section>
  );
}
