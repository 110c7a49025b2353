import { Link } from 'react-router';
import { buttonVariants } from '../ui/button';

/** "Passer à Premium" where a screen meets a Premium limit: to the subscription card in Settings. */
export function UpgradeLink({
  variant = 'default',
  className = 'justify-self-start',
}: {
  variant?: 'default' | 'outline';
  className?: string;
}) {
  return (
    <Link to="/dashboard/settings" className={buttonVariants({ variant, className })}>
      Passer à Premium
    </Link>
  );
}
