import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { JournalBanner } from '../journal/journal-banner';
import { AppHeader } from './app-header';
import { RequireSession } from './require-session';

/** Layout route of /dashboard/**: skip link, sticky header, the page in <main>. */
export function DashboardShell() {
  const { pathname, state } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // After in-app navigation, move the focus to the new page so screen readers start there.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    // The same screen under a new address (the editor's new menu got its id): leave the focus.
    if ((state as { keepFocus?: boolean } | null)?.keepFocus) return;
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname, state]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-lg bg-card px-4 py-3 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <AppHeader />
      <JournalBanner />
      <main
        id="contenu"
        ref={mainRef}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10"
      >
        <Outlet />
      </main>
    </div>
  );
}

/** The /dashboard layout route: the shell, for a signed-in owner only. */
export function GuardedDashboardShell() {
  return (
    <RequireSession>
      <DashboardShell />
    </RequireSession>
  );
}
