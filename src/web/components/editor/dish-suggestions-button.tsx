import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '../ui/button';

export const SUGGESTIONS_LABEL = 'Suggestions de plats';

/** The button that opens the dish suggestions (dish-suggestions.tsx), and its stand-in. */
export function SuggestionsButton({ isMobile, ...props }: ButtonProps & { isMobile: boolean }) {
  return (
    <Button variant="outline" aria-label={SUGGESTIONS_LABEL} {...props}>
      <Sparkles aria-hidden="true" className="size-4 text-accent" />
      {isMobile ? 'Suggestions' : SUGGESTIONS_LABEL}
    </Button>
  );
}
