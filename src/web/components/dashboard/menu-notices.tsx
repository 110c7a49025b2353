import { Info, QrCode, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_MESSAGES } from '../../../domain/plans/plans';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

/**
 * Free owner with several menus (after leaving Premium): the spec's "only the first menu is
 * active in the free version", shown in place rather than as a toast at every visit.
 */
export function FreePlanMenusNotice() {
  return (
    <Alert>
      <Info aria-hidden="true" />
      <AlertTitle>Seul votre premier menu est actif dans la version gratuite</AlertTitle>
      <AlertDescription>
        Vos autres menus restent consultables et supprimables, en lecture seule.{' '}
        <Link to="/dashboard/settings" className="font-medium underline underline-offset-4">
          Passez à Premium
        </Link>{' '}
        pour les modifier et choisir votre menu actif.
      </AlertDescription>
    </Alert>
  );
}

/** On a read-only card: why "Modifier" is unavailable, and how to lift it. */
export function ReadOnlyNote({ id }: { id: string }) {
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-md bg-warning/10 p-3 text-sm text-foreground/80"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        <strong className="font-semibold text-warning">Lecture seule.</strong>{' '}
        {PLAN_MESSAGES.readOnlyOnFree}
      </span>
    </p>
  );
}

/**
 * Premium owner with every menu switched off: the QR code still serves a menu (the oldest,
 * spec part 1 §4) while every card says "Inactif". Say which one, so nothing is a surprise.
 */
export function ServedMenuNotice({ menuName }: { menuName: string }) {
  return (
    <Alert role="status">
      <QrCode aria-hidden="true" />
      <AlertTitle>Aucun menu n’est actif</AlertTitle>
      <AlertDescription>
        Votre QR code affiche pour l’instant votre menu le plus ancien,{' '}
        <strong className="font-semibold text-foreground">« {menuName} »</strong>. Activez un menu
        pour choisir celui que voient vos clients.
      </AlertDescription>
    </Alert>
  );
}
