import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button';

/** "Retour au tableau de bord", above the title of a screen reached from the dashboard. */
export function BackToDashboardLink() {
  return (
    <Link
      to="/dashboard"
      className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 justify-self-start')}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour au tableau de bord
    </Link>
  );
}
