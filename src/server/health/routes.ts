import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness) {
  // Liveness: the process answers. Never touches the database, so a slow database does not
  // get healthy instances restarted; stays 200 while a graceful shutdown drains.
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  // Readiness: this instance should get traffic (readiness.ts).
  app.get('/readyz', async (_request, reply) => {
    const status = await readiness.check();
    return reply
      .status(status === 'ready' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status });
  });
}
