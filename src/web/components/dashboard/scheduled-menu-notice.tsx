import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { api, type ServedMenu } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

const PARIS = 'Europe/Paris';
const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, dateStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS,
  hour: '2-digit',
  minute: '2-digit',
});
const weekdayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, weekday: 'long' });

/** "15:00" today, "demain à 11:30", "samedi à 18:00" (Paris time, like the schedules). */
export function formatUntil(until: Date, now: Date): string {
  const time = timeFormat.format(until);
  const day = dayFormat.format(until);
  if (day === dayFormat.format(now)) return time;
  const tomorrow = new Date(now.getTime() + 86_400_000);
  if (day === dayFormat.format(tomorrow)) return `demain à ${time}`;
  return `${weekdayFormat.format(until)} à ${time}`;
}

/**
 * What the QR code serves, decided by the server (the diner pages' rule), asked again when the
 * answer runs out: a dashboard left open all day follows the switches.
 */
export function useServedMenu(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.servedMenu,
    queryFn: api.servedMenu,
    enabled: isEnabled,
    refetchInterval: (query) => {
      const until = query.state.data?.until;
      return until ? Math.max(1000, Date.parse(until) - Date.now() + 1000) : false;
    },
    refetchIntervalInBackground: true,
  });
}

const nameOf = (menus: MenuView[], id: string | null) => {
  const menu = menus.find((candidate) => candidate.id === id);
  return menu ? menu.name.trim() || 'Menu sans nom' : undefined;
};

/** « Votre QR code affiche « Menu du midi » jusqu’à 15:00, puis « La Carte ». » */
export function ScheduledMenuNotice({ served, menus }: { served: ServedMenu; menus: MenuView[] }) {
  const current = nameOf(menus, served.menuId);
  if (!current) return null;
  const next = nameOf(menus, served.nextMenuId);
  return (
    <Alert role="status" data-testid="served-menu-notice">
      <Clock aria-hidden="true" />
      <AlertTitle>Menu affiché par votre QR code</AlertTitle>
      <AlertDescription>
        <span>
          Votre QR code affiche{' '}
          <strong className="font-semibold text-foreground">« {current} »</strong>
          {served.until && next ? (
            <>
              {' '}
              jusqu’à{' '}
              <time dateTime={served.until}>{formatUntil(new Date(served.until), new Date())}</time>
              , puis <strong className="font-semibold text-foreground">« {next} »</strong>.
            </>
          ) : (
            '.'
          )}
        </span>
      </AlertDescription>
    </Alert>
  );
}
