import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';
import { LoadingState } from '../ui/loading-state';
import { TabCard } from './tab-card';

/**
 * "Additions clôturées": the latest closed tabs, read when opened — where a payment made
 * earlier in the evening is refunded from.
 */
export function ClosedTabs() {
  const [isOpen, setIsOpen] = useState(false);
  const tabs = useQuery({
    queryKey: queryKeys.closedTabs,
    queryFn: async () => (await boardApi.openTabs('closed')).tabs,
    enabled: isOpen,
  });
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium">Additions clôturées</summary>
      {tabs.isPending && isOpen && <LoadingState />}
      {tabs.isError && (
        <p role="alert" className="text-destructive">
          Impossible de charger les additions clôturées.
        </p>
      )}
      {tabs.data?.length === 0 && (
        <p className="py-2 text-muted-foreground">Aucune addition clôturée pour l’instant.</p>
      )}
      {tabs.data && tabs.data.length > 0 && (
        <ul aria-label="Additions clôturées" className="grid gap-3 md:grid-cols-2">
          {tabs.data.map((tab) => (
            <li key={tab.id}>
              <TabCard tab={tab} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
