import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/errors/errors';
import { registerAccountRoutes } from '../account/account-routes';
import type { AccountService } from '../account/account-service';
import { registerAiRoutes } from '../ai/ai-routes';
import type { DescriptionService } from '../ai/description-service';
import type { AuthLoader } from '../auth/auth-loader';
import { registerAvailabilityRoutes } from '../availability/availability-routes';
import type { AvailabilityService } from '../availability/availability-service';
import { registerBillingRoutes } from '../billing/billing-routes';
import type { BillingService } from '../billing/billing-service';
import type { EventBus } from '../events/event-bus';
import { AppError } from '../http/app-error';
import { createCsrfHook } from '../http/csrf';
import { sendError } from '../http/error-handler';
import type { EventStreams } from '../http/sse';
import { registerImageRoutes } from '../images/image-routes';
import type { ImageService } from '../images/image-service';
import { registerMenuRoutes } from '../menus/menu-routes';
import type { MenuService } from '../menus/menu-service';
import { registerOrderRoutes } from '../orders/order-routes';
import type { OrderService } from '../orders/order-service';
import { registerPromotionRoutes } from '../promotions/promotion-routes';
import type { PromotionService } from '../promotions/promotion-service';
import { registerPreviewRoute } from '../public-pages/preview-route';
import type { PreviewService } from '../public-pages/preview-service';
import type { PublicPages } from '../public-pages/public-pages-service';
import { registerQrRoutes } from '../qr/qr-routes';
import type { QrService } from '../qr/qr-service';
import { createWriteLimitHook } from '../rate-limit/api-write-limit';
import type { Throttle } from '../rate-limit/throttle';
import { registerRestaurantRoutes } from '../restaurant/restaurant-routes';
import type { RestaurantService } from '../restaurant/restaurant-service';
import { registerTranslationRoutes } from '../translation/translation-routes';
import type { TranslationService } from '../translation/translation-service';
import { registerOwnerHook } from './owner-hook';

export type ApiV1Deps = {
  loadAuth: AuthLoader;
  publicUrl: string;
  writeThrottle: Throttle;
  events: EventBus;
  streams: EventStreams;
  /** The diner pages' snapshots (live "Épuisé" marks read them). */
  pages: PublicPages;
  /** Tests only: the clock deciding when "Épuisé" marks end. */
  now?: () => Date;
  /** Tests only: routes that exercise the scope's hooks. */
  extraRoutes?: (api: FastifyInstance) => void;
  services: {
    accounts: AccountService;
    menus: MenuService;
    qr: QrService;
    descriptions: DescriptionService;
    previews: PreviewService;
    orders: OrderService;
    billing: BillingService;
    images: ImageService;
    translations: TranslationService;
    availability: AvailabilityService;
    restaurants: RestaurantService;
    promotions: PromotionService;
  };
};

/**
 * The owner JSON API, one Fastify scope at /api/v1 (ARCHITECTURE.md §1): its hooks check the
 * origin of writes (CSRF), authenticate every route that is not marked `isPublic` (setting
 * `request.owner` once), and cap writes per client. It reads JSON only, up to 1 MB; a feature
 * that needs another body (a webhook's raw bytes, an upload) registers its own child scope.
 */
export async function registerApiV1(app: FastifyInstance, deps: ApiV1Deps) {
  const { services } = deps;
  await app.register(
    async (api) => {
      api.addHook('onRequest', createCsrfHook({ publicUrl: deps.publicUrl }));
      registerOwnerHook(api, deps.loadAuth);
      api.addHook('onRequest', createWriteLimitHook(deps.writeThrottle));
      // JSON only: Fastify would otherwise read text/plain as a string (then a confusing 422).
      api.removeContentTypeParser('text/plain');

      // The same for everyone and changed only by a deployment: shared caches may keep it a
      // little while, and revalidate after.
      api.get(
        '/openapi.json',
        { schema: { hide: true }, config: { isPublic: true } },
        async (_request, reply) =>
          reply.header('Cache-Control', 'public, max-age=300, must-revalidate').send(app.swagger()),
      );
      registerAccountRoutes(api, { accounts: services.accounts });
      registerRestaurantRoutes(api, { restaurants: services.restaurants });
      registerMenuRoutes(api, { menus: services.menus });
      registerPreviewRoute(api, { previews: services.previews });
      registerQrRoutes(api, { qr: services.qr });
      registerAiRoutes(api, { descriptions: services.descriptions });
      registerOrderRoutes(api, {
        orders: services.orders,
        events: deps.events,
        streams: deps.streams,
      });
      registerBillingRoutes(api, { billing: services.billing });
      registerImageRoutes(api, { images: services.images });
      registerTranslationRoutes(api, { translations: services.translations });
      registerAvailabilityRoutes(api, {
        availability: services.availability,
        pages: deps.pages,
        events: deps.events,
        streams: deps.streams,
        now: deps.now,
      });
      registerPromotionRoutes(api, { promotions: services.promotions });
      deps.extraRoutes?.(api);

      api.setNotFoundHandler((_request, reply) =>
        sendError(reply, new AppError('NOT_FOUND', HTTP_MESSAGES.routeNotFound)),
      );
    },
    { prefix: '/api/v1' },
  );
}
