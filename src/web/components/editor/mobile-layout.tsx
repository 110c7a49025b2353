import { BlockedNotice } from './blocked-notice';
import { CategoryChipBar } from './category-chip-bar';
import { DishActions, DishList } from './dish-area';
import { MobileHeader } from './mobile-header';
import { MobileSaveBar } from './mobile-save-bar';

/** Under 768 px: sticky header and category chips, the list, a fixed save bar (spec §2). */
export function MobileLayout() {
  return (
    // Edge to edge inside the shell's padded <main>.
    <div className="-mx-4 -mt-6 pb-28 sm:-mx-6 sm:-mt-10">
      <div className="sticky top-16 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
        <MobileHeader />
        <CategoryChipBar />
      </div>
      <div className="grid grid-cols-1 gap-4 px-4 pt-4 sm:px-6">
        <BlockedNotice />
        <div className="grid grid-cols-2 gap-2">
          <DishActions className="w-full px-2" />
        </div>
        <DishList />
      </div>
      <MobileSaveBar />
    </div>
  );
}
