import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { OpenOrdersBadge } from '../orders/open-orders-badge';
import { ORDERS_PATH } from './nav-items';
import { useNavItems } from './use-nav-items';

/** The header links from the md breakpoint; NavLink sets aria-current="page" on the active one. */
export function MainNav({ className }: { className?: string }) {
  const items = useNavItems();
  return (
    <nav aria-label="Navigation principale" className={cn('items-center gap-1', className)}>
      {items.map(({ to, label, shortLabel, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          // One name whatever the width (the short label is a part of it).
          aria-label={shortLabel ? label : undefined}
          className={cn(
            // One line each; icons from lg, so that a long restaurant name still fits at 768 px.
            'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors lg:px-3',
            'hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground',
          )}
        >
          <Icon aria-hidden="true" className="hidden size-4 lg:block" />
          {shortLabel ? (
            <>
              <span className="lg:hidden">{shortLabel}</span>
              <span className="hidden lg:inline">{label}</span>
            </>
          ) : (
            label
          )}
          {to === ORDERS_PATH && <OpenOrdersBadge />}
        </NavLink>
      ))}
    </nav>
  );
}
