import { ArrowLeft, Languages, Settings, Wheat } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { Button, buttonVariants } from '../ui/button';
import { useEditor } from './editor-context';
import { InlineMenuName } from './inline-menu-name';

const settingsDialog = onDemand(() => import('./menu-settings-dialog'));

/** Phones: back, the menu's name (editable in place), the menu settings (spec §2). */
export function MobileHeader() {
  const { exitEditor } = useEditor();
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  // Loaded on demand (lib/on-demand), like the dish panel.
  const settings = useOnDemand(settingsDialog, isSettingsOpen, () => setSettingsOpen(false));
  const { menuId } = useParams();
  return (
    <div className="flex items-center gap-1 px-2 py-2 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Retour au tableau de bord"
        onClick={exitEditor}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Button>
      <InlineMenuName />
      {menuId && (
        <Link
          to={`/dashboard/menu/${encodeURIComponent(menuId)}/translations`}
          aria-label="Traductions"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Languages aria-hidden="true" className="size-5" />
        </Link>
      )}
      {menuId && (
        <Link
          to={`/dashboard/menu/${encodeURIComponent(menuId)}/allergens`}
          aria-label="Tableau des allergènes"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Wheat aria-hidden="true" className="size-5" />
        </Link>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Paramètres du menu"
        onClick={() => setSettingsOpen(true)}
      >
        <Settings aria-hidden="true" className="size-5" />
      </Button>
      {settings && (
        <settings.MenuSettingsDialog open={isSettingsOpen} onOpenChange={setSettingsOpen} />
      )}
    </div>
  );
}
