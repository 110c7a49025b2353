import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TAB_STREAM_EVENT } from '../../../domain/payments/tab-rules';
import type { OwnerTab } from '../../../domain/payments/tab-schema';
import { boardApi } from '../../lib/board-api';
import { queryKeys } from '../../lib/query-keys';

/**
 * The restaurant's open tabs, kept live by `/api/v1/tabs/events`: each message is the whole
 * list (orders joining a tab, payments reserved, paid, refunded, tabs closing, on any instance).
 */
export function useOpenTabs() {
  const queryClient = useQueryClient();
  const tabs = useQuery({
    queryKey: queryKeys.openTabs,
    queryFn: async () => (await boardApi.openTabs('open')).tabs,
  });
  useEffect(() => {
    const source = new EventSource('/api/v1/tabs/events');
    source.addEventListener(TAB_STREAM_EVENT, (message) => {
      const data = JSON.parse((message as MessageEvent<string>).data) as { tabs: OwnerTab[] };
      queryClient.setQueryData(queryKeys.openTabs, data.tabs);
    });
    return () => source.close();
  }, [queryClient]);
  return tabs;
}
