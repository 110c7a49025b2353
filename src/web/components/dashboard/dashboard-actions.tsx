import { BadgePercent, FileUp, ListChecks, QrCode, SquarePlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { PLAN_MESSAGES } from '../../../domain/plans/plans';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { buttonVariants } from '../ui/button';
import { CustomerPreviewButton } from './customer-preview-button';
import { describeOwnerState, useAccount, useMenus } from './dashboard-queries';

const ACTION = 'flex-1 whitespace-nowrap sm:flex-none';

/** The dashboard header's actions: new menu, customer preview, QR code (spec §2), availability. */
export function DashboardActions() {
  const { data: account } = useAccount();
  const { data: menus } = useMenus();
  const { hasReachedMenuLimit, hasChosenMenu } = describeOwnerState(account, menus);

  function onCreateMenu(event: MouseEvent) {
    if (!hasReachedMenuLimit) return;
    // Free plan: say why at once rather than open an editor whose save would be refused.
    event.preventDefault();
    toast.error(PLAN_MESSAGES.freeMenuLimit);
  }

  return (
    <>
      <Link
        to="/dashboard/menu/new"
        onClick={onCreateMenu}
        className={cn(buttonVariants({ variant: 'accent' }), ACTION)}
      >
        <SquarePlus aria-hidden="true" className="size-4" />
        Créer un menu
      </Link>
      {/* A menu that exists on paper or in a file (issue 25): the free plan's limit is met at
          "Créer le menu", where replacing the current menu's content is offered. */}
      <Link to="/dashboard/import" className={cn(buttonVariants({ variant: 'outline' }), ACTION)}>
        <FileUp aria-hidden="true" className="size-4" />
        Importer une carte
      </Link>
      <CustomerPreviewButton
        url={account?.publicMenuUrl}
        isAvailable={hasChosenMenu}
        className={ACTION}
      />
      <Link to="/dashboard/qr-code" className={cn(buttonVariants({ variant: 'outline' }), ACTION)}>
        <QrCode aria-hidden="true" className="size-4" />
        QR Code
      </Link>
      {/* Tonight's "Épuisé" marks, one tap from the dashboard (issue 15 §3). */}
      <Link
        to="/dashboard/availability"
        className={cn(buttonVariants({ variant: 'outline' }), ACTION)}
      >
        <ListChecks aria-hidden="true" className="size-4" />
        Disponibilités du jour
      </Link>
      {/* Happy hours and offers (issue 15 §4, Premium: the page says so to free owners). */}
      <Link
        to="/dashboard/promotions"
        className={cn(buttonVariants({ variant: 'outline' }), ACTION)}
      >
        <BadgePercent aria-hidden="true" className="size-4" />
        Promotions
      </Link>
    </>
  );
}
