import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TAB_LABELS } from '../../../domain/orders/order-messages';
import type { Order } from '../../../domain/orders/order-schema';
import { useCan } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { TicketControls } from '../tickets/ticket-controls';
import { LoadingState } from '../ui/loading-state';
import { BoardColumns } from './board-columns';
import { type BoardTab, type BoardView, tabOf, viewOf } from './board-model';
import { BoardTabs } from './board-tabs';
import { MovedNotice, type MovedOrder } from './moved-notice';
import { NewOrderAlert } from './new-order-alert';
import { NotificationControl } from './notification-control';
import { ordersQueryOptions } from './orders-query';
import { SoundControl } from './sound-control';
import { TakeOrderButton } from './staff-order-actions';
import { TableCallAlerts } from './table-call-alerts';
import { useStreamState } from './use-live-orders';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { splitToValidate, ValidationQueue } from './validation-queue';

/**
 * The kitchen's board (spec part 2 §2 "Orders management"), fed live by the order stream: on a
 * tablet the active orders side by side by status, on a phone one tab per status. An order
 * moved out of sight says where it went; new orders chime, notify and stay announced until "Vu".
 */
export function OrdersBoard() {
  const isTablet = useMediaQuery('(min-width: 768px)');
  const [tab, setTab] = useState<BoardTab>('pending');
  const [view, setView] = useState<BoardView>('active');
  const [moved, setMoved] = useState<MovedOrder | null>(null);
  const followRef = useRef<HTMLButtonElement>(null);
  const orders = useQuery(ordersQueryOptions);
  const streamState = useStreamState(true);
  const alerts = useNewOrderAlerts(orders.data);
  const canManageCalls = useCan('calls.manage');

  const isMovedOutOfSight =
    moved !== null && (isTablet ? viewOf(moved.status) !== view : tabOf(moved.status) !== tab);
  // The button that moved the card went with it: focus follows, to the notice at once, or to
  // the card once the list shows it in its new place (once per move).
  const focusedMove = useRef<typeof moved>(null);
  const movedStatusInList = orders.data?.find((order) => order.id === moved?.id)?.status;
  useEffect(() => {
    if (!moved || focusedMove.current === moved) return;
    if (isMovedOutOfSight) {
      followRef.current?.focus();
      focusedMove.current = moved;
    } else if (movedStatusInList === moved.status) {
      document.querySelector<HTMLElement>(`[data-order-id="${moved.id}"]`)?.focus();
      focusedMove.current = moved;
    }
  }, [moved, isMovedOutOfSight, movedStatusInList]);

  if (orders.isPending) return <LoadingState label="Chargement des commandes…" />;
  if (orders.isError) {
    return (
      <p role="alert" className="text-destructive">
        {orders.error.message}
      </p>
    );
  }

  const onMoved = ({ id, number, status }: Order) => setMoved({ id, number, status });
  const { toValidate, onBoard } = splitToValidate(orders.data);
  // The owner opens another tab: a notice about an earlier move has served.
  const goingTo =
    <T,>(show: (place: T) => void) =>
    (place: T) => {
      show(place);
      setMoved(null);
    };
  const follow = () => {
    if (!moved) return;
    if (isTablet) setView(viewOf(moved.status));
    else setTab(tabOf(moved.status));
    setMoved({ ...moved }); // a new move to focus: the card, in the tab just opened
  };

  return (
    <div className="grid gap-4">
      {streamState === 'reconnecting' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 font-medium"
        >
          <WifiOff aria-hidden="true" className="size-5" />
          Connexion perdue — reconnexion…
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        <SoundControl />
        <NotificationControl />
        <TicketControls orders={orders.data} />
      </div>
      <TableCallAlerts canManage={canManageCalls} />
      <NewOrderAlert newOrders={alerts.numbers} onAcknowledge={alerts.acknowledge} />
      <TakeOrderButton />
      <ValidationQueue orders={toValidate} onMoved={onMoved} />
      <MovedNotice
        moved={isMovedOutOfSight ? moved : null}
        place={moved ? TAB_LABELS[tabOf(moved.status)] : ''}
        onFollow={follow}
        buttonRef={followRef}
      />
      {isTablet ? (
        <BoardColumns
          orders={onBoard}
          view={view}
          onViewChange={goingTo(setView)}
          onMoved={onMoved}
        />
      ) : (
        <BoardTabs orders={onBoard} tab={tab} onTabChange={goingTo(setTab)} onMoved={onMoved} />
      )}
    </div>
  );
}
