import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from './event-bus';

/** Follows the event log while the app runs (docs/decisions/004-event-log.md). */
export const eventsPlugin: FastifyPluginAsync<{ events: EventBus }> = async (app, { events }) => {
  await events.start();
  app.addHook('onClose', () => events.close());
};
