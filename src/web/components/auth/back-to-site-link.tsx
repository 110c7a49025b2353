import { ArrowLeft } from 'lucide-react';
import { cn } from '../../lib/cn';
import { getMarketingUrl } from '../../lib/marketing-url';
import { buttonVariants } from '../ui/button';

/** "Retour au site": leaves the app for the marketing site (a full page load). */
export function BackToSiteLink({ className }: { className?: string }) {
  return (
    <a
      href={getMarketingUrl()}
      className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 text-muted-foreground', className)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour au site
    </a>
  );
}
