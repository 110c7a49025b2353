import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';
import { canReadMetrics } from './metrics-access';

/**
 * GET /metrics in Prometheus's text format, and the hook that times every request. Registered
 * on the root instance before the features, so the hook sees every route; its route is left
 * out of the OpenAPI description (untagged). Refused requests get the ordinary 404, so the
 * endpoint does not reveal itself.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: AppMetrics; token: string | undefined },
) {
  const { metrics, token } = options;
  // Streams are hijacked replies: Fastify answers no onResponse for them (they are counted by
  // the stream metrics instead), so a long-lived stream never lands in the latency histogram.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!canReadMetrics(request, token)) {
      reply.callNotFound();
      return reply;
    }
    const text = await metrics.scrape();
    return reply.header('Cache-Control', 'no-store').type(metrics.contentType).send(text);
  });
}
