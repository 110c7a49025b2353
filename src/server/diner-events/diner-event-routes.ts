import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../domain/api/route-params';
import type { PageOrder } from '../../domain/diner-events/diner-events-rules';
import {
  MenuPageEventsQuerySchema,
  TablePageEventsQuerySchema,
} from '../../domain/diner-events/diner-events-schema';
import type { Language } from '../../domain/i18n/languages';
import { MENU_MESSAGES } from '../../domain/menu/menu-schema';
import { TabTokenParamsSchema } from '../../domain/payments/tab-schema';
import { AppError } from '../http/app-error';
import type { EventStreams, SseStream } from '../http/sse';
import type { Logger } from '../logging/logger';

type Follow = (stream: SseStream, log: Logger) => void;

/**
 * What a diner page follows, each part given by the feature that owns it (app.ts wires them).
 * Each checks its part (a 404 when the menu, the table or its code is not there) before the
 * stream opens, and returns what feeds the stream once it is open.
 */
export type DinerPageSources = {
  availability(menuId: string): Promise<{ ownerId: string; follow: Follow }>;
  tab(input: { tableToken: string; lang: Language }): Promise<{ ownerId: string; follow: Follow }>;
  call(tableToken: string): Promise<Follow>;
  orders(input: { ownerId: string; orders: readonly PageOrder[] }): Promise<Follow>;
};

const EVENTS =
  '`availability` {soldOut}, `order` (id: the order event, Last-Event-ID replays), `order-gone` {id}';

/**
 * One live stream per diner page (issue 41 §4, docs/diner-events.md): a page opens one stream
 * for everything it follows, instead of one per order plus the marks, the tab and the call
 * (six connections per host on HTTP/1.1). The old per-kind streams stay for other clients.
 * Paths are relative to /api/v1.
 */
export function registerDinerEventRoutes(
  scope: FastifyInstance,
  deps: { streams: EventStreams; sources: DinerPageSources },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { streams, sources } = deps;
  const tags = ['diner-events'];
  const config = { isPublic: true };

  api.get(
    '/public/tables/:tableToken/events',
    {
      config,
      schema: {
        tags,
        summary: `A table's page, live on one stream (Server-Sent Events ${EVENTS}, \`tab\` the whole tab, \`call\` {call})`,
        security: [],
        params: TabTokenParamsSchema,
        querystring: TablePageEventsQuerySchema,
      },
    },
    async (request, reply) => {
      const { tableToken } = request.params;
      const { menu: menuId, lang } = request.query;
      const tab = await sources.tab({ tableToken, lang });
      const availability = await sources.availability(menuId);
      // Another restaurant's menu on this table's page: not a page that exists.
      if (availability.ownerId !== tab.ownerId) {
        throw new AppError('NOT_FOUND', MENU_MESSAGES.notFound);
      }
      const call = await sources.call(tableToken);
      const orders = await sources.orders({ ownerId: tab.ownerId, orders: request.query.orders });
      const stream = streams.open(request, reply, [
        { kind: 'table', id: tableToken },
        { kind: 'menu', id: menuId },
      ]);
      for (const follow of [availability.follow, tab.follow, call, orders]) {
        follow(stream, request.log);
      }
    },
  );

  api.get(
    '/public/menus/:id/events',
    {
      config,
      schema: {
        tags,
        summary: `A menu's page without a table, live on one stream (Server-Sent Events ${EVENTS})`,
        security: [],
        params: IdParamsSchema,
        querystring: MenuPageEventsQuerySchema,
      },
    },
    async (request, reply) => {
      const menuId = request.params.id;
      const availability = await sources.availability(menuId);
      const orders = await sources.orders({
        ownerId: availability.ownerId,
        orders: request.query.orders,
      });
      const stream = streams.open(request, reply, { kind: 'menu', id: menuId });
      availability.follow(stream, request.log);
      orders(stream, request.log);
    },
  );
}
