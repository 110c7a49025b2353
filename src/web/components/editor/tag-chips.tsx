import { type DishTag, TAG_NAMES } from '../../../domain/menu/tags';
import { cn } from '../../lib/cn';
import { TagIcon } from './tag-picker';

/**
 * A dish's tags in its editor row ("Végétarien", "Épicé"…): icon and name, or on a phone the
 * icons only (their names stay for screen readers and as a tooltip), so the row stays compact.
 * Spans, so that the chips may sit inside the row's button.
 */
export function TagChips({
  tags,
  isCompact,
  className,
}: {
  tags: readonly DishTag[] | undefined;
  isCompact: boolean;
  className?: string;
}) {
  if (!tags?.length) return null;
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      <span className="sr-only">Mentions :</span>
      {tags.map((tag) => (
        <span
          key={tag}
          title={isCompact ? TAG_NAMES[tag].fr : undefined}
          className={cn(
            'inline-flex items-center gap-1 rounded-full border border-accent/30 bg-accent/10 text-xs font-medium text-accent-strong',
            isCompact ? 'p-1' : 'px-2 py-0.5',
          )}
        >
          <TagIcon tag={tag} className="size-3.5" />
          <span className={cn(isCompact && 'sr-only')}>{TAG_NAMES[tag].fr}</span>
        </span>
      ))}
    </span>
  );
}
