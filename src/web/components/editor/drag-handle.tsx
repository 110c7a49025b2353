import { GripVertical } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The handle that moves a dish (sortable-dish-row.tsx), and its stand-in while the drag library
 * loads (static-dish-list.tsx): the same button, so nothing moves when one replaces the other.
 */
export function DragHandle({
  dishName,
  ...props
}: ComponentProps<'button'> & { dishName: string }) {
  return (
    <button
      type="button"
      aria-label={`Déplacer ${dishName}`}
      className="grid size-11 shrink-0 cursor-grab touch-none select-none place-items-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing [-webkit-touch-callout:none]"
      {...props}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}
