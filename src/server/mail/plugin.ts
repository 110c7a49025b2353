import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from './mailer';
import { registerOutboxRoutes } from './outbox-routes';

/** The local outbox (/dev/outbox), when mail is not sent over SMTP. */
export const mailPlugin: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) =>
  registerOutboxRoutes(app, mailer.outbox);
