import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database';

export function registerHealthRoutes(app: FastifyInstance, database: AppDatabase) {
  // Liveness: the process answers. Never touches the database, so a slow database does not
  // get healthy instances restarted.
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  // Readiness: this instance can serve traffic.
  app.get('/readyz', async (_request, reply) => {
    const isReady = await database.isReady();
    return reply
      .status(isReady ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: isReady ? 'ready' : 'database unavailable' });
  });
}
