import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from './cn';
import { afterFirstInteraction } from './on-demand';

/**
 * Renders `children` (typically lazy components) once the place they take comes near the
 * viewport, or once the owner has started using the page (lib/on-demand), whichever is first:
 * what lies far below the first screen loads after it (`npm run bench:web`), and a keyboard
 * user's first key brings it in before the focus gets there. The place keeps its height while
 * the lazy code loads (its own Suspense boundary), so that nothing below it moves twice: give
 * `minHeight` the height of what will come (as measured on a phone), not a guess.
 */
export function Deferred({
  children,
  minHeight = '8rem',
  placeClassName,
  margin = '200px',
}: {
  children: ReactNode;
  /** The place kept until then. */
  minHeight?: string;
  /**
   * Classes for the place instead of `minHeight`, when what comes is not as tall on every
   * screen (Tailwind's breakpoints, e.g. `min-h-[101.5rem] md:min-h-[84rem]`).
   */
  placeClassName?: string;
  /** How far below the viewport the place starts loading. */
  margin?: string;
}) {
  const placeStyle = placeClassName ? undefined : { minHeight };
  const [isShown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isShown) return;
    const show = () => setShown(true);
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    const cancel = afterFirstInteraction(show);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [isShown, margin]);
  if (!isShown) return <div ref={place} className={placeClassName} style={placeStyle} />;
  return (
    <Suspense
      fallback={
        <p className={cn('text-sm text-muted-foreground', placeClassName)} style={placeStyle}>
          Chargement…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
