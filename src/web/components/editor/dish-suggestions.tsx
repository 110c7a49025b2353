import { useState } from 'react';
import type { DishSearchResult } from '../../../domain/catalog/search';
import { Drawer, DrawerContent, DrawerTitle, DrawerTrigger } from '../ui/drawer';
import { Popover, PopoverContent, PopoverTitle, PopoverTrigger } from '../ui/popover';
import { SUGGESTIONS_LABEL as LABEL, SuggestionsButton } from './dish-suggestions-button';
import { useEditor } from './editor-context';
import { SuggestionSearch } from './suggestion-search';

/**
 * The dish-suggestion widget: a popover on larger screens, a bottom drawer on phones. Loaded on
 * demand (dish-area.tsx): `defaultOpen` when the button was pressed before it was there.
 */
export function DishSuggestions({
  className,
  defaultOpen = false,
  autoFocus,
}: {
  className?: string;
  defaultOpen?: boolean;
  /** The stand-in had the focus: the button takes it back. */
  autoFocus?: boolean;
}) {
  const { isMobile, actions } = useEditor();
  const [open, setOpen] = useState(defaultOpen);
  const pick = (dish: DishSearchResult) => {
    actions.addSuggestion(dish);
    setOpen(false);
  };
  const trigger = (
    <SuggestionsButton className={className} isMobile={isMobile} autoFocus={autoFocus} />
  );

  if (isMobile) {
    return (
      <Drawer open={open} onOpenChange={setOpen} repositionInputs={false}>
        <DrawerTrigger asChild>{trigger}</DrawerTrigger>
        <DrawerContent
          aria-describedby={undefined}
          className="px-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          <DrawerTitle className="pt-2 pb-3 text-lg font-semibold">{LABEL}</DrawerTitle>
          <SuggestionSearch onPick={pick} />
        </DrawerContent>
      </Drawer>
    );
  }
  return (
    <div className="relative">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent aria-describedby={undefined} className="w-[min(30rem,calc(100vw-3rem))]">
          <PopoverTitle className="sr-only">{LABEL}</PopoverTitle>
          <SuggestionSearch onPick={pick} wrapChips />
        </PopoverContent>
      </Popover>
    </div>
  );
}
