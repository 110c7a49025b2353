import { ArrowDown, ArrowUp, FolderInput } from 'lucide-react';
import type { MenuImportDraft } from '../../../domain/menu-import/import-result';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

export type DishPlace = { category: number; index: number };

/**
 * "Déplacer vers…": the touch and keyboard way to move a dish (issue 42 §4) — up, down, or to
 * the end of another category. The drag handle beside it does the same with a pointer.
 */
export function DishMoveMenu({
  draft,
  place,
  dishName,
  onMove,
}: {
  draft: MenuImportDraft;
  place: DishPlace;
  dishName: string;
  onMove: (to: DishPlace) => void;
}) {
  const count = draft.categories[place.category]?.items.length ?? 0;
  const others = draft.categories
    .map((category, index) => ({ category, index }))
    .filter(({ index }) => index !== place.category);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <FolderInput aria-hidden="true" className="size-4" />
          {/* Heard "Déplacer Entrecôte frites vers…", seen "Déplacer vers…". */}
          <span>
            Déplacer <span className="sr-only">{dishName} </span>vers…
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem
          disabled={place.index === 0}
          onSelect={() => onMove({ ...place, index: place.index - 1 })}
        >
          <ArrowUp aria-hidden="true" />
          Monter
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={place.index >= count - 1}
          onSelect={() => onMove({ ...place, index: place.index + 1 })}
        >
          <ArrowDown aria-hidden="true" />
          Descendre
        </DropdownMenuItem>
        {others.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Vers la catégorie</DropdownMenuLabel>
            {others.map(({ category, index }) => (
              <DropdownMenuItem
                key={category.id}
                onSelect={() => onMove({ category: index, index: category.items.length })}
              >
                {category.name.trim() || 'Sans nom'}
              </DropdownMenuItem>
            ))}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
