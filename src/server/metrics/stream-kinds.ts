/**
 * What each event stream route serves, as the `kind` label of the stream metrics: a short fixed
 * list (docs/metrics.md), so a new stream route shows as `other` until it is named here.
 */
export const STREAM_KINDS: Readonly<Record<string, string>> = {
  '/api/v1/orders/events': 'board',
  '/api/v1/tabs/events': 'tabs-board',
  '/api/v1/public/orders/:id/events': 'diner-order',
  '/api/v1/public/menus/:id/availability/events': 'availability',
  '/api/v1/public/tables/:tableToken/calls/events': 'diner-call',
  '/api/v1/public/tables/:tableToken/tab/events': 'diner-tab',
  '/api/v1/public/tables/:tableToken/events': 'diner-table-page',
  '/api/v1/public/menus/:id/events': 'diner-menu-page',
};

export const OTHER_STREAM = 'other';

export const streamKindOf = (routeUrl: string | undefined): string =>
  (routeUrl && STREAM_KINDS[routeUrl]) || OTHER_STREAM;

export const streamKinds = (): string[] => [...new Set(Object.values(STREAM_KINDS)), OTHER_STREAM];
