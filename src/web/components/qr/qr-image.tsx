import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

type Status = 'loading' | 'loaded' | 'failed';

/**
 * The code at 200 CSS pixels (spec §9), from a vector image so that it stays sharp at any
 * device pixel ratio; a placeholder while it loads and a retry if it fails.
 */
export function QrImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const retrySrc = attempt ? `${src}${src.includes('?') ? '&' : '?'}essai=${attempt}` : src;

  if (status === 'failed') {
    return (
      <div
        role="alert"
        className={cn(
          'grid size-[200px] place-content-center justify-items-center gap-2 rounded-lg border border-dashed border-border p-3 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <p>Impossible d'afficher le QR code.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setStatus('loading');
            setAttempt((value) => value + 1);
          }}
        >
          Réessayer
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('relative size-[200px]', className)} aria-busy={status === 'loading'}>
      {status === 'loading' && <Skeleton className="absolute inset-0 rounded-lg" />}
      <img
        src={retrySrc}
        width={200}
        height={200}
        alt={alt}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
        className={cn(
          'relative size-[200px] rounded-lg bg-white',
          status === 'loading' && 'opacity-0',
        )}
      />
    </div>
  );
}
