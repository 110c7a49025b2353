import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { thumbnailUrl } from '../../../domain/images/image-rules';
import type { Dish } from '../../../domain/menu/menu-schema';
import { cn } from '../../lib/cn';
import { stockImageUrl } from '../../lib/stock-image-url';
import { SoldOutMarker } from '../availability/sold-out-marker';
import { useSoldOutIds } from '../availability/use-availability';
import { Switch } from '../ui/switch';
import { AllergenChips } from './allergen-chips';
import { displayDishPrice } from './display-price';
import { useEditorCommands } from './editor-context';
import { TagChips } from './tag-chips';

/** Phones show two allergens and a "+N" counter (spec §9). */
const MOBILE_ALLERGEN_LIMIT = 2;

/**
 * Handle, name, description, tags, allergens, price and the availability switch; tapping the row
 * opens the dish panel. Inactive dishes are dimmed (and hidden from diners).
 */
export function DishRow({ dish, handle }: { dish: Dish; handle: ReactNode }) {
  const { isMobile, actions, openDishPanel } = useEditorCommands();
  const isSoldOut = useSoldOutIds(useParams().menuId).has(dish.id);
  return (
    <div className="flex items-center gap-1 py-2 pr-3 pl-1 sm:gap-2">
      {handle}
      <button
        type="button"
        onClick={() => openDishPanel({ mode: 'edit', dishId: dish.id })}
        className={cn(
          'flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-md p-2 text-left transition-colors hover:bg-muted/60',
          !dish.isActive && 'opacity-50',
        )}
      >
        {dish.imageUrl && (
          <img
            src={stockImageUrl(thumbnailUrl(dish.imageUrl))}
            alt=""
            loading="lazy"
            className="size-12 shrink-0 rounded-md bg-muted object-cover"
          />
        )}
        <span className="grid min-w-0 flex-1 gap-1">
          {/* Named by its content ("Modifier <plat> <prix> …"): the visible text stays in the
              name, as WCAG 2.5.3 asks (an aria-label would hide it). */}
          <span className="sr-only">Modifier </span>
          <span className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-medium break-words">{dish.name}</span>
            <span className="shrink-0 font-semibold tabular-nums">{displayDishPrice(dish)}</span>
          </span>
          <span className="grid gap-1">
            {dish.description && (
              <span className="line-clamp-2 text-sm text-muted-foreground">{dish.description}</span>
            )}
            {dish.variants?.length ? (
              <span className="text-sm text-muted-foreground">
                {dish.variants.map((variant) => variant.name).join(' · ')}
              </span>
            ) : null}
            {dish.tags?.length || dish.allergens.length ? (
              // One flow of chips (the groups' boxes dissolved), wrapping only when full.
              <span className="flex flex-wrap items-center gap-1">
                <TagChips tags={dish.tags} isCompact={isMobile} className="contents" />
                <AllergenChips
                  allergens={dish.allergens}
                  limit={isMobile ? MOBILE_ALLERGEN_LIMIT : null}
                  className="contents"
                />
              </span>
            ) : null}
            {!dish.isActive && (
              <span className="text-xs font-medium text-muted-foreground">Masqué aux clients</span>
            )}
            {isSoldOut && <SoldOutMarker />}
          </span>
        </span>
      </button>
      <Switch
        checked={dish.isActive}
        onCheckedChange={() => actions.toggleDish(dish.id)}
        aria-label={`Disponible : ${dish.name}`}
        className="ml-1"
      />
    </div>
  );
}
