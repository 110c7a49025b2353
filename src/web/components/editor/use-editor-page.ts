import { useEffect } from 'react';

export const MOBILE_BODY_CLASS = 'menu-editor-mobile';

/** "{menu name} - Éditeur de Menu - Ardoise", the previous title back on leaving (spec §2). */
export function useEditorTitle(name: string) {
  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);
  useEffect(() => {
    document.title = `${name.trim() || 'Menu sans nom'} - Éditeur de Menu - Ardoise`;
  }, [name]);
}

/** The phone layout marks the body (for page-wide styles) and starts at the top (spec §2). */
export function useMobileMode(isMobile: boolean) {
  useEffect(() => {
    if (!isMobile) return;
    document.body.classList.add(MOBILE_BODY_CLASS);
    // What scrolls into view (the focus, a search result) stays clear of the sticky header
    // and of the fixed save bar.
    const { style } = document.documentElement;
    style.scrollPaddingTop = '12rem';
    style.scrollPaddingBottom = '6rem';
    window.scrollTo({ top: 0 });
    return () => {
      document.body.classList.remove(MOBILE_BODY_CLASS);
      style.scrollPaddingTop = '';
      style.scrollPaddingBottom = '';
    };
  }, [isMobile]);
}
