import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { JournalStatus } from '../../../domain/journal/journal-schema';
import { request } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/session';

/** Its content comes with the bad news only (journal-alert.tsx). */
const JournalAlert = lazy(() => import('./journal-alert'));

/** How often the open app asks again (the server checks every 10 minutes and before reports). */
const REFRESH_MS = 5 * 60_000;

/**
 * The red banner of issue 41 §5: shown to the owner and the managers (who read the reports)
 * when the server found the payments journal changed outside Ardoise. Says nothing otherwise,
 * nor while loading or when the call fails.
 */
export function JournalBanner() {
  const canRead = useCan('reports.read');
  const { data } = useQuery({
    queryKey: queryKeys.journalStatus,
    queryFn: () => request<JournalStatus>('GET', '/api/v1/journal/status'),
    enabled: canRead,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  if (!canRead || !data || data.intact) return null;
  return (
    <Suspense fallback={null}>
      <JournalAlert problem={data.problem} />
    </Suspense>
  );
}
