import {
  type ComponentProps,
  type MouseEvent,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';

/**
 * The address bar, for the screens before the dashboard (sign-in, forgotten password, new
 * password). They navigate with these few react-router look-alikes so that their first load
 * does without react-router's data router (about 26 KB compressed, `npm run bench:web`); the
 * dashboard keeps react-router (its editor needs `useBlocker`). main.tsx picks the side from
 * the path: the dashboard's router calls `notifyLocationChanged` when it leaves for /login.
 */
const listeners = new Set<() => void>();

export function notifyLocationChanged() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function useSearchParams(): [URLSearchParams] {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return [useMemo(() => new URLSearchParams(search), [search])];
}

type NavigateOptions = { replace?: boolean };

export function navigate(to: string, { replace = false }: NavigateOptions = {}) {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo({ top: 0 });
  notifyLocationChanged();
}

export const useNavigate = () => navigate;

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

/** An in-app link: a real `<a href>` (new tab, copy link) that navigates without a reload. */
export function Link({ to, onClick, ...props }: ComponentProps<'a'> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !isPlainClick || props.target) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
