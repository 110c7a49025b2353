import type { Order } from '../../../domain/orders/order-schema';
import { cn } from '../../lib/cn';
import { OrderCard } from './order-card';

/** A list of order cards, or "Aucune commande" (spec part 2 §2). */
export function OrderList({
  orders,
  headingLevel,
  onMoved,
  className,
}: {
  orders: readonly Order[];
  headingLevel?: 2 | 3;
  onMoved: (order: Order) => void;
  className?: string;
}) {
  if (orders.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-12 text-center text-muted-foreground">
        Aucune commande
      </p>
    );
  }
  return (
    <div className={cn('grid gap-4', className)}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} headingLevel={headingLevel} onMoved={onMoved} />
      ))}
    </div>
  );
}
