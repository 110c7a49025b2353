import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerQrRoutes } from './qr-routes';
import type { QrService } from './qr-service';

/** QR codes, tables and the print kit (/api/v1/qr…). */
export const qrPlugin: FastifyPluginAsync<{ api: ApiScope; qr: QrService }> = async (
  app,
  { api, qr },
) => api(app, (scope) => registerQrRoutes(scope, { qr }));
