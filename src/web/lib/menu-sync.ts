import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * Keeps every open tab of the owner fresh without polling: after a change, this tab's menu
 * queries are invalidated and the other tabs are told through a BroadcastChannel.
 */
const CHANNEL = 'ardoise:menus';

type Message = { type: 'menus-changed'; menuId?: string };

let channel: BroadcastChannel | null = null;
const getChannel = () => {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
};

function invalidate(queryClient: QueryClient, menuId?: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.menus, exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.servedMenu });
  void queryClient.invalidateQueries({ queryKey: queryKeys.account });
  if (menuId) void queryClient.invalidateQueries({ queryKey: queryKeys.menu(menuId) });
}

/** Call after any successful menu change (create, save, delete, (de)activate). */
export function notifyMenusChanged(queryClient: QueryClient, menuId?: string) {
  invalidate(queryClient, menuId);
  getChannel()?.postMessage({ type: 'menus-changed', menuId } satisfies Message);
}

/** Installed once at start-up: other tabs' changes refresh this tab's queries. */
export function listenToMenuChanges(queryClient: QueryClient): () => void {
  const current = getChannel();
  if (!current) return () => {};
  const onMessage = (event: MessageEvent<Message>) => {
    if (event.data?.type === 'menus-changed') invalidate(queryClient, event.data.menuId);
  };
  current.addEventListener('message', onMessage);
  return () => current.removeEventListener('message', onMessage);
}
