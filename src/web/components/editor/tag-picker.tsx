import { DISH_TAGS, type DishTag, TAG_ICONS, TAG_NAMES } from '../../../domain/menu/tags';
import { cn } from '../../lib/cn';
import { ToggleChip } from './toggle-chip';

/** A tag's icon, drawn from the shared table (decorative: its name is beside it). */
export function TagIcon({ tag, className }: { tag: DishTag; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-4 shrink-0', className)}
    >
      {TAG_ICONS[tag].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** "Fait maison", "Végétarien"…: the fixed list as toggle chips (aria-pressed). */
export function TagPicker({
  value,
  onChange,
}: {
  value: readonly DishTag[];
  onChange: (next: DishTag[]) => void;
}) {
  const toggle = (tag: DishTag) =>
    onChange(DISH_TAGS.filter((candidate) => (candidate === tag) !== value.includes(candidate)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Mentions</legend>
      <div className="flex flex-wrap gap-2">
        {DISH_TAGS.map((tag) => {
          return (
            <ToggleChip key={tag} isSelected={value.includes(tag)} onToggle={() => toggle(tag)}>
              <TagIcon tag={tag} />
              {TAG_NAMES[tag].fr}
            </ToggleChip>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground">
        « Fait maison » est la mention légale du décret n° 2014-797 ; « Sans gluten » engage le
        restaurant et ne remplace pas la liste des allergènes.
      </p>
    </fieldset>
  );
}
