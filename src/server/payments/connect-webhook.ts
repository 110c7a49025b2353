import { PAYMENT_ACCOUNT_MESSAGES } from '../../domain/payments/payment-account-messages';
import type { AppDatabase } from '../db/database';
import { AppError } from '../http/app-error';
import type { Logger } from '../logging/logger';
import {
  type ConnectEvent,
  ConnectEventSchema,
  type ConnectEventTarget,
  connectEventTarget,
  type PaymentEventHandlers,
} from './connect-events';
import type { ConnectGateway } from './connect-gateway';
import * as payments from './payment-account-repository';
import type { PaymentAccountService } from './payment-account-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/v1/payments/webhook` (and the local payment mode's pages): a signed Connect event
 * → its effect, once. A bad signature or a malformed event answers 400 and changes nothing; an
 * event of an account we do not know, or of a type we do not act on, is acknowledged and
 * ignored; a redelivery answers 200 and calls nothing. Stripe or a handler failing answers 503,
 * and records nothing, so that Stripe delivers the event again later.
 */
export function createConnectWebhook(deps: {
  database: AppDatabase;
  gateway: ConnectGateway | null;
  accounts: Pick<PaymentAccountService, 'applyAccountEvent'>;
  handlers: PaymentEventHandlers;
  log: Logger;
  now?: () => Date;
}) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());

  async function verified(input: { payload: Buffer; signature: string | undefined }) {
    if (!deps.gateway) throw new AppError('NOT_FOUND');
    let body: unknown;
    try {
      body = await deps.gateway.verifyEvent(input.payload, input.signature ?? '');
    } catch (error) {
      throw new AppError(
        'BAD_REQUEST',
        PAYMENT_ACCOUNT_MESSAGES.invalidSignature,
        {},
        `Connect webhook refused: ${String(error)}`,
      );
    }
    try {
      const event = ConnectEventSchema.parse(body);
      return { event, target: connectEventTarget(event) };
    } catch (error) {
      throw new AppError(
        'BAD_REQUEST',
        PAYMENT_ACCOUNT_MESSAGES.invalidEvent,
        {},
        `Connect webhook event malformed: ${String(error)}`,
      );
    }
  }

  /** Runs the event's effect; false when a concurrent delivery of it got there first. */
  async function apply(event: ConnectEvent, target: ConnectEventTarget): Promise<boolean> {
    const accountId = event.account;
    switch (target.kind) {
      case 'account':
        return deps.accounts.applyAccountEvent({ ...event, deauthorized: target.deauthorized });
      case 'checkout':
        await deps.handlers.checkoutSessionChanged({ accountId, sessionId: target.sessionId });
        break;
      case 'refunds':
        for (const refund of target.refunds) {
          await deps.handlers.refundChanged({ accountId, ...refund });
        }
        break;
      case 'ignored':
        break;
    }
    return payments.recordWebhookEvent(db, event, now());
  }

  return {
    async receive(input: { payload: Buffer; signature: string | undefined }) {
      const { event, target } = await verified(input);
      if (await payments.hasWebhookEvent(db, event.id)) {
        return { received: true as const, duplicate: true };
      }
      const isKnown = (await payments.findOwnerByAccount(db, event.account)) !== null;
      if (!isKnown) deps.log.warn(`Connect event ${event.id} is about an unknown account: ignored`);
      try {
        const isFirst = await apply(event, isKnown ? target : { kind: 'ignored' });
        return { received: true as const, duplicate: !isFirst };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'UNAVAILABLE',
          PAYMENT_ACCOUNT_MESSAGES.stripeUnavailable,
          {},
          `Connect event ${event.id} (${event.type}) not handled: ${String(error)}`,
        );
      }
    },

    /** Event ids are kept 30 days, long past Stripe's 3 days of retries. */
    forgetOldEvents: () =>
      payments.deleteWebhookEventsBefore(db, new Date(now().getTime() - 30 * DAY_MS)),
  };
}

export type ConnectWebhook = ReturnType<typeof createConnectWebhook>;
