import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../ui/button';
import { useNotificationPermission } from './order-notification';

/**
 * Browser notifications for new orders: asked for only when the owner taps the button (a
 * request at load would be refused by browsers, and rightly so), then said as it stands.
 */
export function NotificationControl() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'unsupported') return null;
  return (
    <div
      data-notifications={permission}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3"
    >
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        {permission === 'denied' ? (
          <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        {permission === 'default' &&
          'Soyez prévenu des nouvelles commandes même quand cette page n’est pas à l’écran.'}
        {permission === 'granted' && 'Notifications du navigateur activées'}
        {permission === 'denied' &&
          'Notifications bloquées : autorisez-les dans les réglages du site de votre navigateur.'}
      </p>
      {permission === 'default' && (
        <Button variant="outline" onClick={request}>
          Activer les notifications
        </Button>
      )}
    </div>
  );
}
