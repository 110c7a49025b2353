import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { JOURNAL_MESSAGES } from '../../../domain/journal/journal-messages';
import type { JournalStatus } from '../../../domain/journal/journal-schema';
import { request } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import { useCan } from '../../lib/session';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

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
    <div className="mx-auto mt-4 w-full max-w-6xl px-4 sm:px-6">
      <Alert variant="destructive" role="alert">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>Journal des paiements modifié</AlertTitle>
        <AlertDescription>
          <p>{JOURNAL_MESSAGES.banner}</p>
          {data.problem && <p className="mt-1 text-xs">{data.problem}</p>}
        </AlertDescription>
      </Alert>
    </div>
  );
}
