import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/**
 * The unique link with its copy button. A read-only field rather than plain text: if the
 * clipboard is refused, the owner can still select the link and copy it by hand.
 */
export function QrLinkBox({
  url,
  hint,
  onCopy,
}: {
  url: string;
  hint: string;
  onCopy: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/50 p-3 sm:p-4">
      <Label htmlFor={id}>Votre lien unique</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={url}
          readOnly
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-sm"
        />
        <Button variant="outline" size="icon" onClick={onCopy} aria-label="Copier le lien">
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
