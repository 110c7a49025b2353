import { useEffect } from 'react';

export const APP_NAME = 'Ardoise';

/** "Mes menus · Ardoise": each owner page names itself in the tab and for screen readers. */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(page: string | null | undefined) {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
