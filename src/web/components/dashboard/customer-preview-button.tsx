import { ExternalLink, Eye } from 'lucide-react';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { buttonVariants } from '../ui/button';
import { Tooltip } from '../ui/tooltip';

const UNAVAILABLE = "Créez d'abord un menu";

/**
 * "Aperçu client": the public menu in a new tab. Until an active menu exists it is a button
 * marked aria-disabled rather than `disabled`: it stays focusable, so keyboard users reach
 * the tooltip and screen readers announce it as unavailable with its explanation; touch
 * users, who never see tooltips, get the same text as a toast when they tap it.
 */
export function CustomerPreviewButton({
  url,
  isAvailable,
  className,
}: {
  url: string | undefined;
  isAvailable: boolean;
  className?: string;
}) {
  const classes = cn(buttonVariants({ variant: 'outline' }), className);
  const content = (
    <>
      <Eye aria-hidden="true" className="size-4" />
      Aperçu client
    </>
  );

  if (!isAvailable || !url) {
    return (
      <Tooltip content={UNAVAILABLE}>
        <button
          type="button"
          aria-disabled="true"
          className={cn(classes, 'cursor-not-allowed opacity-50 hover:bg-card')}
          onClick={() => toast.info(UNAVAILABLE)}
        >
          {content}
        </button>
      </Tooltip>
    );
  }

  return (
    <Tooltip content="Voir l'aperçu client">
      <a href={url} target="_blank" rel="noopener" className={classes}>
        {content}
        <ExternalLink aria-hidden="true" className="size-3.5 opacity-60" />
        <span className="sr-only">(nouvel onglet)</span>
      </a>
    </Tooltip>
  );
}
