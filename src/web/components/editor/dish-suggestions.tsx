import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { DishSearchResult } from '../../../domain/catalog/search';
import { Button } from '../ui/button';
import { Drawer, DrawerContent, DrawerTitle, DrawerTrigger } from '../ui/drawer';
import { Popover, PopoverContent, PopoverTitle, PopoverTrigger } from '../ui/popover';
import { useEditor } from './editor-context';
import { SuggestionSearch } from './suggestion-search';

const LABEL = 'Suggestions de plats';

/** The dish-suggestion widget: a popover on larger screens, a bottom drawer on phones. */
export function DishSuggestions({ className }: { className?: string }) {
  const { isMobile, actions } = useEditor();
  const [open, setOpen] = useState(false);
  const pick = (dish: DishSearchResult) => {
    actions.addSuggestion(dish);
    setOpen(false);
  };
  const trigger = (
    <Button variant="outline" className={className} aria-label={LABEL}>
      <Sparkles aria-hidden="true" className="size-4 text-accent" />
      {isMobile ? 'Suggestions' : LABEL}
    </Button>
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
