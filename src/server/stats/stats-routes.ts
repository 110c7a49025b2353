import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATS_MESSAGES, statsFileName } from '../../domain/stats/stats-messages';
import { DinerEventsSchema, StatsQuerySchema } from '../../domain/stats/stats-schema';
import { AppError } from '../http/app-error';
import type { Throttle } from '../rate-limit/throttle';
import { renderStatsCsv } from './stats-csv';
import type { StatsService } from './stats-service';

/**
 * The statistics (issue 26): the owner's figures (`GET /stats`, reports.read) and the diner
 * page's beacon (`POST /public/events`). Paths are relative to /api/v1.
 */
export async function registerStatsRoutes(
  scope: FastifyInstance,
  deps: { stats: StatsService; beacons: Throttle },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stats',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['stats'],
        summary:
          'What diners looked at and ordered from=YYYY-MM-DD to=YYYY-MM-DD (Europe/Paris days, at most 400), for one menu (&menuId) or all: views per day and hour, scans and orders per table, languages, dishes viewed and ordered, views per menu. JSON (StatsSchema), or a CSV attachment with &format=csv',
        querystring: StatsQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to, menuId, format } = request.query;
      const { stats, menuNames } = await deps.stats.getStats({
        ownerId: request.owner.id,
        from,
        to,
        menuId,
      });
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${statsFileName(from, to)}"`)
          .send(renderStatsCsv(stats, menuNames));
      }
      return stats;
    },
  );

  // `navigator.sendBeacon` with a string sends text/plain: this scope reads it as JSON (the
  // rest of /api/v1 refuses text/plain). A beacon is same-origin, so it carries our Origin and
  // passes the CSRF check like any other write.
  await api.register(async (beaconScope) => {
    beaconScope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new AppError('BAD_REQUEST'), undefined);
        }
      },
    );
    beaconScope.withTypeProvider<ZodTypeProvider>().post(
      '/public/events',
      {
        bodyLimit: 16 * 1024,
        config: { isPublic: true, writeLimit: false },
        schema: {
          tags: ['stats'],
          summary:
            "The diner page's counts (dish opened, filter used, language switched, added to cart), sent with navigator.sendBeacon: no cookie read or set, rate-limited per client address. 204",
          body: DinerEventsSchema,
        },
      },
      async (request, reply) => {
        const allowed = await deps.beacons.take(`audience-events:${request.ip}`);
        if (!allowed.isAllowed) {
          throw new AppError('RATE_LIMITED', STATS_MESSAGES.tooManyEvents).withRetryAfter(
            allowed.retryAfterSeconds,
          );
        }
        await deps.stats.recordEvents({
          input: request.body,
          userAgent: request.headers['user-agent'],
        });
        return reply.code(204).send();
      },
    );
  });
}
