import { SaveButton } from './save-button';
import { SaveStatus } from './save-status';

/** Phones: the save status and "Sauvegarder", always at hand at the bottom (spec §2). */
export function MobileSaveBar() {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-border bg-card/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-8px] shadow-foreground/20 backdrop-blur">
      <SaveStatus className="flex-1 text-xs" />
      <SaveButton className="shrink-0" />
    </div>
  );
}
