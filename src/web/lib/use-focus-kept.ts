import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

const focusablesIn = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * Keeps the keyboard focus inside `container` when part of it is replaced (a stand-in by the
 * module it stood for, lib/on-demand): the focused control's place among the container's
 * focusable elements is followed, and the control at the same place gets the focus back when
 * `version` changes and the focus was lost with the replaced elements.
 */
export function useFocusKept(container: RefObject<HTMLElement | null>, version: unknown) {
  const place = useRef(-1);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      place.current = focusablesIn(element).indexOf(event.target as HTMLElement);
    };
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      // A control removed while focused: keep its place for the replacement.
      if (!target.isConnected) return;
      if (!element.contains(event.relatedTarget as Node | null)) place.current = -1;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the content was replaced.
  useLayoutEffect(() => {
    const element = container.current;
    const isLost = !document.activeElement || document.activeElement === document.body;
    if (element && place.current >= 0 && isLost) focusablesIn(element)[place.current]?.focus();
  }, [container, version]);
}
