import { ChevronDown, Store } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useHeaderRestaurantName } from '../../lib/session';
import { Button } from '../ui/button';

/** The header's button on the restaurant name, which opens the account menu. */
export function AccountButton({
  isSigningOut = false,
  ...props
}: ComponentProps<'button'> & { isSigningOut?: boolean }) {
  const restaurantName = useHeaderRestaurantName();
  return (
    <Button
      variant="ghost"
      className="max-w-[55vw] px-3 md:max-w-full lg:max-w-xs"
      isLoading={isSigningOut}
      {...props}
    >
      {!isSigningOut && <Store aria-hidden="true" className="size-4 shrink-0" />}
      <span className="truncate">{restaurantName}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
    </Button>
  );
}
