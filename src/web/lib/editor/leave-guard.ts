/**
 * Lets a screen with unsaved work be asked before the app leaves it by other means than a
 * router navigation (which `useBlocker` covers), e.g. "Déconnexion" in the shell. The guard
 * resolves true to let the owner go (after saving, say), false to stay.
 */
type LeaveGuard = () => Promise<boolean>;

let current: LeaveGuard | null = null;

export function installLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

export function confirmLeave(): Promise<boolean> {
  return current ? current() : Promise.resolve(true);
}
