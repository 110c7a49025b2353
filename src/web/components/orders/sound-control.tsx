import { Volume2, VolumeX } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../ui/button';
import { arm, setSoundOn, useSoundState } from './order-sound';

/** Events that count as a touch for the browser's audio rule (pointerup: fingers and mice). */
const GESTURES = ['pointerup', 'keydown', 'click'] as const;

/** While the sound waits for a touch, the first one anywhere on the page arms it. */
function useArmOnFirstGesture(isWaiting: boolean) {
  useEffect(() => {
    if (!isWaiting) return;
    for (const type of GESTURES) window.addEventListener(type, arm, { capture: true });
    return () => {
      for (const type of GESTURES) window.removeEventListener(type, arm, { capture: true });
    };
  }, [isWaiting]);
}

/**
 * The chime's state on the board: a clear prompt until the page is touched after a load, then
 * a quiet line; "Couper le son" / "Activer le son" is the owner's remembered choice.
 * `data-sound` says the state (off, waiting, armed) to tests and to the styles.
 */
export function SoundControl() {
  const state = useSoundState();
  const isTouchScreen = useMediaQuery('(pointer: coarse)');
  useArmOnFirstGesture(state === 'waiting');
  if (state === 'unsupported') return null;
  const isWaiting = state === 'waiting';

  return (
    <div
      data-sound={state}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3',
        isWaiting ? 'border-2 border-warning bg-warning/10' : 'border-border bg-card',
      )}
    >
      <p role="status" className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        {state === 'off' ? (
          <VolumeX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <Volume2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        {isWaiting && (
          <span>
            <strong className="block text-base">
              {isTouchScreen ? 'Touchez l’écran' : 'Cliquez n’importe où'} pour activer le son des
              nouvelles commandes
            </strong>
            <span className="text-sm text-muted-foreground">
              Le navigateur coupe le son à chaque chargement de la page : un toucher, un clic ou une
              touche n’importe où le rétablit.
            </span>
          </span>
        )}
        {state === 'armed' && <span>Son des nouvelles commandes activé</span>}
        {state === 'off' && <span>Son des nouvelles commandes coupé</span>}
      </p>
      <Button variant="outline" onClick={() => setSoundOn(state === 'off')}>
        {state === 'off' ? 'Activer le son' : 'Couper le son'}
      </Button>
    </div>
  );
}
