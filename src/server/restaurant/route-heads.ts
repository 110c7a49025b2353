import type { FastifyInstance } from 'fastify';

/**
 * Records the first segment of every route registered from now on: no restaurant may take one
 * as its address (`/{slug}`), whatever the reserved-words list forgot (issue 15 §6).
 */
export function collectRouteHeads(app: FastifyInstance): ReadonlySet<string> {
  const heads = new Set<string>();
  app.addHook('onRoute', (route) => {
    const head = route.url.split('/')[1] ?? '';
    if (head && !head.startsWith(':') && !head.startsWith('*')) heads.add(head);
  });
  return heads;
}
