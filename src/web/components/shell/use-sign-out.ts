import { useState } from 'react';
import { rememberDevice, signOutDevice, signOutEverywhere } from '../../lib/auth-client';
import { confirmLeave } from '../../lib/editor/leave-guard';
import { getMarketingUrl } from '../../lib/marketing-url';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * "Déconnexion": ends every session of the owner (spec §4: global sign-out), then leaves for
 * the marketing site with a full page load, which also drops every cached query.
 */
export function useSignOut() {
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isDevice = useSession().data?.actor.kind === 'device';

  async function signOut() {
    // A screen with unsaved work (the menu editor) may ask to save first, or keep the owner.
    if (!(await confirmLeave())) return;
    setIsSigningOut(true);
    try {
      if (isDevice) {
        // A tablet forgets its pairing; it signs in again with a new code.
        await signOutDevice();
        rememberDevice(false);
        window.location.assign('/tablette');
        return;
      }
      await signOutEverywhere();
    } catch {
      setIsSigningOut(false);
      toast.error('Impossible de se déconnecter.');
      return;
    }
    window.location.assign(getMarketingUrl());
  }

  return { signOut, isSigningOut };
}
