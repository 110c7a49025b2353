import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { installLeaveGuard } from './leave-guard';
import type { SaveOutcome } from './save-controller';

/**
 * The unsaved-changes guard (spec §2): leaving the editor by a link, the back button or
 * "Déconnexion" while something is unsaved asks first; "Sauvegarder et continuer" saves, then
 * lets the navigation go on. `allowedPath` is never blocked (the new menu's own address).
 */
export function useLeaveGuard(options: {
  hasUnsavedChanges: () => boolean;
  saveNow: () => Promise<SaveOutcome>;
  allowedPath: () => string | null;
}) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const { hasUnsavedChanges, allowedPath } = optionsRef.current;
    return (
      hasUnsavedChanges() &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== allowedPath()
    );
  });
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const [pendingLeave, setPendingLeave] = useState<((leave: boolean) => void) | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(
    () =>
      installLeaveGuard(() =>
        optionsRef.current.hasUnsavedChanges()
          ? new Promise<boolean>((resolve) => setPendingLeave(() => resolve))
          : Promise.resolve(true),
      ),
    [],
  );

  function settle(leave: boolean) {
    const current = blockerRef.current;
    if (current.state === 'blocked') {
      if (leave) current.proceed();
      else current.reset();
    }
    pendingLeave?.(leave);
    setPendingLeave(null);
  }

  async function saveAndContinue() {
    setIsSaving(true);
    const outcome = await optionsRef.current.saveNow();
    setIsSaving(false);
    settle(outcome.ok);
  }

  return {
    isOpen: blocker.state === 'blocked' || pendingLeave !== null,
    isSaving,
    stay: () => settle(false),
    saveAndContinue,
  };
}
