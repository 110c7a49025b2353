import type { Config } from '../config';
import { isLoopbackHost } from '../http/loopback';
import type { Logger } from '../logging/logger';
import type { BillingService } from './billing-service';
import { createLocalGateway, type LocalGateway } from './local-gateway';
import { createStripeGateway, type StripeGateway } from './stripe-gateway';

/**
 * Stripe when its keys are set; otherwise the local billing mode, but only on a loopback
 * deployment (PUBLIC_URL on localhost): elsewhere, without keys, payment is not configured.
 */
export function createBillingGateway(config: Config): StripeGateway | LocalGateway | null {
  if (config.stripe) return createStripeGateway(config.stripe);
  if (!isLoopbackHost(new URL(config.publicUrl).hostname)) return null;
  return createLocalGateway({ publicUrl: config.publicUrl, dataDir: config.dataDir });
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * No event announces the end of a grace period: look for them every ten minutes. Returns the
 * stop.
 */
export function startGracePeriodSweeper(
  billing: Pick<BillingService, 'expireGracePeriods'>,
  log: Logger,
): () => void {
  const timer = setInterval(() => {
    billing.expireGracePeriods().catch((error: unknown) => {
      log.error({ err: error }, 'Billing grace-period sweep failed');
    });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
