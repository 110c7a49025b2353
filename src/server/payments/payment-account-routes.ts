import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PaymentAccountLinkSchema,
  PaymentAccountSchema,
  PaymentSettingsSchema,
} from '../../domain/payments/payment-account-schema';
import { isLocalRequest } from '../http/loopback';
import { registerSignedWebhook } from '../http/signed-webhook';
import type { ConnectWebhook } from './connect-webhook';
import type { PaymentAccountService } from './payment-account-service';

const tags = ['payments'];

/**
 * `/api/v1/payments/*`, the restaurant's side of table payments (issue 23, Contract): its
 * settings, its Stripe account and onboarding link (Premium), and the Connect endpoint.
 */
export function registerPaymentAccountRoutes(
  api: FastifyInstance,
  deps: { accounts: PaymentAccountService; webhook: ConnectWebhook },
) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const { accounts } = deps;

  typed.get(
    '/payments/settings',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags,
        summary:
          'When diners pay (after the meal, when ordering, off) and whether tips are offered',
        response: { 200: PaymentSettingsSchema },
      },
    },
    async (request) => accounts.getSettings({ ownerId: request.owner.id }),
  );

  typed.put(
    '/payments/settings',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags,
        summary: 'Choose when diners pay and whether tips are offered',
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsSchema },
      },
    },
    async (request) => accounts.saveSettings({ ownerId: request.owner.id, settings: request.body }),
  );

  typed.get(
    '/payments/account',
    {
      config: { permission: 'restaurant.write' },
      schema: {
        tags,
        summary: 'The restaurant’s Stripe account, as Stripe last said it was',
        response: { 200: PaymentAccountSchema },
      },
    },
    async (request) =>
      accounts.getAccount({ ownerId: request.owner.id, isLocalClient: isLocalRequest(request) }),
  );

  typed.post(
    '/payments/account/link',
    {
      config: { permission: 'payments.account' },
      schema: {
        tags,
        summary: 'Start or finish Stripe onboarding (the account is created on first use)',
        response: { 200: PaymentAccountLinkSchema },
      },
    },
    async (request) =>
      accounts.startOnboarding({ owner: request.owner, isLocalClient: isLocalRequest(request) }),
  );

  registerSignedWebhook(
    api,
    { path: '/payments/webhook', tags, summary: 'Stripe Connect webhook (signed)' },
    (input) => deps.webhook.receive(input),
  );
}
