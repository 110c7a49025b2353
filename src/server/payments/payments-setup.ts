import type { Config } from '../config';
import { isLoopbackHost } from '../http/loopback';
import type { Logger } from '../logging/logger';
import { createLocalConnectGateway, type LocalConnectGateway } from './local-connect-gateway';
import { createStripeConnectGateway, type StripeConnectGateway } from './stripe-connect-gateway';

/**
 * Stripe Connect when the Stripe keys are set; otherwise the local payment mode, but only on a
 * loopback deployment (PUBLIC_URL on localhost): elsewhere, without keys, table payments are
 * not configured (null), and the owner's screen says so.
 */
export function createConnectGateway(
  config: Config,
  log: Logger,
): StripeConnectGateway | LocalConnectGateway | null {
  if (config.stripe) return createStripeConnectGateway(config.stripe);
  if (!isLoopbackHost(new URL(config.publicUrl).hostname)) return null;
  return createLocalConnectGateway({ publicUrl: config.publicUrl, dataDir: config.dataDir, log });
}
