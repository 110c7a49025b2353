import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { listenToMenuChanges } from './lib/menu-sync';
import { notifyLocationChanged } from './lib/plain-router';
import { queryKeys } from './lib/query-keys';
import { takeSignedInSession } from './lib/session-handoff';
import { router } from './router';

/**
 * The dashboard side of the owner app (main.tsx loads it for every path that is not a sign-in
 * or password screen): TanStack Query and react-router, which the sign-in screen does without.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

// A page restored from the back/forward cache may show a session that has since ended.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
});

listenToMenuChanges(queryClient);

// main.tsx follows this router's moves: a redirect to /login hands over to the sign-in screen.
router.subscribe(() => notifyLocationChanged());

/** The address main.tsx shows, which this router may not have seen (a sign-in in between). */
function catchUpWithAddress() {
  const { pathname, search, hash } = window.location;
  const seen = router.state.location;
  if (seen.pathname !== pathname || seen.search !== search || seen.hash !== hash) {
    void router.navigate(`${pathname}${search}${hash}`, { replace: true });
  }
}

const subscribeToRouter = (listener: () => void) => router.subscribe(listener);
const isRouterReady = () => router.state.initialized;

/** Whether the dashboard side was shown before in this page (then left for a sign-in screen). */
let wasShown = false;

export default function OwnerApp() {
  useState(() => {
    const signedIn = takeSignedInSession();
    if (signedIn !== undefined) {
      // A new sign-in starts from a clean cache: nothing of a previous owner may show.
      queryClient.clear();
      if (signedIn) queryClient.setQueryData(queryKeys.session, signedIn);
    } else if (wasShown) {
      // Back from a sign-in screen (the back button, a reset password): the session may be over.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    }
    wasShown = true;
  });
  // RouterProvider reads the router's state as it renders and follows it from a layout effect:
  // a first load that ends in between (its chunks already cached) would leave it blank.
  const isReady = useSyncExternalStore(subscribeToRouter, isRouterReady);
  useEffect(catchUpWithAddress, []);
  return (
    <QueryClientProvider client={queryClient}>
      {isReady && <RouterProvider router={router} />}
    </QueryClientProvider>
  );
}
