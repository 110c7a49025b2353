import { cn } from '../../lib/cn';
import { categoryIcon } from './category-icons';

export function CategoryIcon({
  category,
  className,
}: {
  category: { id?: string; name: string };
  className?: string;
}) {
  const Icon = categoryIcon(category);
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
}
