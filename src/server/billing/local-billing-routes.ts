import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../domain/menu/format-cents';
import { PREMIUM_PRICE_CENTS } from '../../domain/plans/plans';
import { escapeHtml } from '../http/escape-html';
import {
  notFoundPage as notFound,
  registerLocalVendorPages,
  sendLocalPage,
} from '../http/local-vendor-pages';
import type { SignedEvent } from '../stripe/stripe-sdk';
import type { BillingService } from './billing-service';
import type { LocalGateway } from './local-gateway';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/**
 * The local billing mode's stand-ins for Stripe Checkout and the Customer Portal, for loopback
 * clients only (like the mail outbox; others get the ordinary 404). Their buttons change the
 * local "Stripe" and deliver its signed events to the webhook handling, as Stripe would.
 */
export async function registerLocalBillingRoutes(
  app: FastifyInstance,
  deps: { gateway: LocalGateway; billing: BillingService; publicUrl: string },
) {
  const { gateway, billing } = deps;
  const deliver = async (events: SignedEvent[]) => {
    for (const event of events) await billing.receiveWebhook(event);
  };

  await registerLocalVendorPages(app, { publicUrl: deps.publicUrl }, (scope) => {
    scope.get<{ Params: { id: string } }>('/dev/billing/checkout/:id', async (request, reply) => {
      const session = gateway.checkoutSession(request.params.id);
      if (!session) return notFound(reply);
      return sendLocalPage(
        reply,
        'Paiement local',
        checkoutPage(request.params.id, session.cancelUrl),
      );
    });

    scope.post<{ Params: { id: string } }>(
      '/dev/billing/checkout/:id/pay',
      async (request, reply) => {
        const session = gateway.checkoutSession(request.params.id);
        if (!session) return notFound(reply);
        await deliver(await gateway.pay(request.params.id, new Date()));
        return reply.redirect(session.successUrl, 303);
      },
    );

    scope.get<{ Params: { id: string } }>('/dev/billing/portal/:id', async (request, reply) => {
      const session = gateway.portalSession(request.params.id);
      if (!session) return notFound(reply);
      const subscriptions = gateway.liveSubscriptions(session.customerId);
      return sendLocalPage(
        reply,
        'Portail client local',
        portalPage(request.params.id, session.returnUrl, subscriptions),
      );
    });

    scope.post<{ Params: { id: string; subscriptionId: string; action: string } }>(
      '/dev/billing/portal/:id/subscriptions/:subscriptionId/:action',
      async (request, reply) => {
        const { id, subscriptionId, action } = request.params;
        const session = gateway.portalSession(id);
        const isOwn = gateway
          .liveSubscriptions(session?.customerId ?? '')
          .some((subscription) => subscription.id === subscriptionId);
        if (!session || !isOwn || (action !== 'cancel' && action !== 'fail')) {
          return notFound(reply);
        }
        if (action === 'cancel') {
          await deliver(await gateway.cancel(subscriptionId, new Date()));
          return reply.redirect(session.returnUrl, 303);
        }
        await deliver(await gateway.failPayment(subscriptionId, new Date()));
        return reply.redirect(`/dev/billing/portal/${encodeURIComponent(id)}`, 303);
      },
    );
  });
}

function checkoutPage(sessionId: string, cancelUrl: string): string {
  const action = `/dev/billing/checkout/${encodeURIComponent(sessionId)}/pay`;
  return `<h1>Ardoise Premium</h1>
<p class="price">${escapeHtml(formatCents(PREMIUM_PRICE_CENTS))} <span>/ mois</span></p>
<p>Mode de facturation local : aucune carte n’est demandée et rien n’est débité. Le bouton « Payer » crée l’abonnement comme le ferait Stripe.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Payer</button>
</form>
<p><a href="${escapeHtml(cancelUrl)}">Annuler et revenir à Ardoise</a></p>`;
}

function portalPage(
  sessionId: string,
  returnUrl: string,
  subscriptions: { id: string; status: string; currentPeriodEnd: number }[],
): string {
  const base = `/dev/billing/portal/${encodeURIComponent(sessionId)}/subscriptions`;
  const items = subscriptions.map((subscription) => {
    const path = `${base}/${encodeURIComponent(subscription.id)}`;
    const periodEnd = dateFormat.format(new Date(subscription.currentPeriodEnd * 1000));
    const state =
      subscription.status === 'past_due'
        ? 'Paiement en retard'
        : `Actif, prochain paiement le ${periodEnd}`;
    return `<section aria-label="Abonnement Premium">
<h2>Ardoise Premium · ${escapeHtml(formatCents(PREMIUM_PRICE_CENTS))} / mois</h2>
<p>${escapeHtml(state)}</p>
<form method="post" action="${escapeHtml(`${path}/cancel`)}"><button type="submit">Résilier</button></form>
<form method="post" action="${escapeHtml(`${path}/fail`)}"><button type="submit" class="secondary">Simuler un paiement refusé</button></form>
</section>`;
  });
  return `<h1>Gérer mon abonnement</h1>
<p>Mode de facturation local : « Résilier » met fin à l’abonnement immédiatement.</p>
${items.length > 0 ? items.join('\n') : '<p>Aucun abonnement en cours.</p>'}
<p><a href="${escapeHtml(returnUrl)}">Revenir à Ardoise</a></p>`;
}
