import { useState } from 'react';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { AccountButton } from './account-button';

const dropdown = onDemand(() => import('./account-menu-dropdown'));

/**
 * The account menu on the restaurant name. Its dropdown (Radix's menu and its positioning, about
 * 20 KB compressed with the dialogs') loads on demand (lib/on-demand): until then a stand-in
 * button of the same look opens it once loaded.
 */
export function AccountMenu() {
  const [isWanted, setIsWanted] = useState(false);
  const module = useOnDemand(dropdown, isWanted);
  const [hasFocus, setHasFocus] = useState(false);

  if (!module) {
    return (
      <AccountButton
        onFocus={() => setHasFocus(true)}
        onBlur={() => setHasFocus(false)}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setIsWanted(true)}
      />
    );
  }
  return <module.AccountMenuDropdown defaultOpen={isWanted} autoFocus={hasFocus && !isWanted} />;
}
