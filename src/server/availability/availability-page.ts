import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import type { SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';
import { type AvailabilitySnapshot, createAvailabilityStreams } from './availability-stream';

/**
 * A menu's "Épuisé" marks on a diner page's one stream (issue 41 §4): the menu must be open to
 * diners (404 otherwise, before the stream opens), then its marks are followed with the other
 * open pages of that menu (availability-stream.ts: one set of listeners, one read per change).
 */
export function createPageAvailabilityStreams(deps: {
  events: EventBus;
  pages: { availabilityOf(menuId: string): Promise<AvailabilitySnapshot | null> };
  now: () => Date;
  log: Logger;
}) {
  const live = createAvailabilityStreams({
    events: deps.events,
    read: (menuId) => deps.pages.availabilityOf(menuId),
    now: deps.now,
    log: deps.log,
  });
  return async (menuId: string) => {
    const first = await deps.pages.availabilityOf(menuId);
    if (!first) throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
    const follow = (stream: SseStream) => live.follow({ stream, menuId, first });
    return { ownerId: first.ownerId, follow };
  };
}
