import { ExternalLink, Eye } from 'lucide-react';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { buttonVariants } from '../ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip';

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
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-disabled="true"
            className={cn(classes, 'cursor-not-allowed opacity-50 hover:bg-card')}
            onClick={() => toast.info(UNAVAILABLE)}
          >
            {content}
          </button>
        </TooltipTrigger>
        <TooltipContent>{UNAVAILABLE}</TooltipContent>
      </Tooltip>
    );
  }

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <a href={url} target="_blank" rel="noopener" className={classes}>
          {content}
          <ExternalLink aria-hidden="true" className="size-3.5 opacity-60" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      </TooltipTrigger>
      <TooltipContent>Voir l'aperçu client</TooltipContent>
    </Tooltip>
  );
}
