import { useEffect, useState } from 'react';

/**
 * The busy state of a button that sends the browser to a provider's page (Stripe Checkout,
 * the portal, Connect onboarding): it stays busy until the page is left, so that a double tap
 * starts nothing twice, and works again when the owner comes back through the back/forward
 * cache.
 */
export function usePendingUntilLeave() {
  const [isPending, setPending] = useState(false);
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  return [isPending, setPending] as const;
}
