import type { FastifyInstance } from 'fastify';

/**
 * Registers a feature's owner JSON API routes at /api/v1 (ARCHITECTURE.md §1), in a scope whose
 * hooks check the origin of writes (CSRF), authenticate every route that is not marked
 * `isPublic` (setting `request.owner` once), and cap writes per client. It reads JSON only, up
 * to 1 MB; a feature that needs another body (a webhook's raw bytes, an upload) registers its
 * own child scope inside. Made by api/api-v1.ts, handed to each feature's plugin.
 */
export type ApiScope = (
  app: FastifyInstance,
  routes: (api: FastifyInstance) => void | Promise<void>,
) => Promise<void>;
