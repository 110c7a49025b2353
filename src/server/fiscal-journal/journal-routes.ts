import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ArchiveParamsSchema,
  ClosureListQuerySchema,
  ClosureListSchema,
  JournalStatusSchema,
} from '../../domain/journal/journal-schema';
import type { JournalService } from './journal-service';

/**
 * The owner's payments journal (issue 23 §6): closures and signed archives. Any signed-in
 * owner reads their own, whatever the plan: keeping it readable is the law's, not a feature.
 */
export function registerJournalRoutes(api: FastifyInstance, deps: { journal: JournalService }) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { journal } = deps;
  const tags = ['journal'];

  routes.get(
    '/journal/closures',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary: 'Closures (daily, monthly, yearly) of my payments journal, newest first',
        querystring: ClosureListQuerySchema,
        response: { 200: ClosureListSchema },
      },
    },
    async (request) => journal.listClosures({ ownerId: request.owner.id, ...request.query }),
  );

  routes.get(
    '/journal/status',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary:
          'Whether my payments journal holds (issue 41 §5): the last check of the whole chain, its time, the entries it holds and, when it does not hold, what was found (French)',
        response: { 200: JournalStatusSchema },
      },
    },
    async (request) => journal.getStatus({ ownerId: request.owner.id }),
  );

  routes.get(
    '/journal/archives/:period',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags,
        summary: 'Signed archive of a day (YYYY-MM-DD), month (YYYY-MM) or year (YYYY)',
        params: ArchiveParamsSchema,
      },
    },
    async (request, reply) => {
      const archive = await journal.getArchive({
        ownerId: request.owner.id,
        period: request.params.period,
      });
      return reply
        .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
        .type('application/json; charset=utf-8')
        .send(archive.body);
    },
  );
}
