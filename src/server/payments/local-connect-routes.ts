import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../domain/menu/format-cents';
import { escapeHtml } from '../http/escape-html';
import { notFoundPage, registerLocalVendorPages, sendLocalPage } from '../http/local-vendor-pages';
import type { SignedEvent } from '../stripe/stripe-sdk';
import type { ConnectWebhook } from './connect-webhook';
import type { LocalConnectGateway, LocalSession } from './local-connect-gateway';

type IdParams = { Params: { id: string } };

/**
 * The local payment mode's stand-ins for Stripe's Connect onboarding and Checkout pages
 * (loopback clients only). Their buttons change the local "Stripe" and deliver its signed
 * Connect events to the Connect webhook handling, as Stripe would.
 */
export async function registerLocalConnectRoutes(
  app: FastifyInstance,
  deps: { gateway: LocalConnectGateway; webhook: ConnectWebhook; publicUrl: string },
) {
  const { gateway } = deps;
  const deliver = async (events: SignedEvent[]) => {
    for (const event of events) await deps.webhook.receive(event);
  };
  const checkoutPath = (id: string) => `/dev/payments/checkout/${encodeURIComponent(id)}`;

  await registerLocalVendorPages(app, { publicUrl: deps.publicUrl }, (scope) => {
    scope.get<IdParams>('/dev/payments/onboarding/:id', async (request, reply) => {
      const link = gateway.onboardingLink(request.params.id);
      if (!link) return notFoundPage(reply);
      return sendLocalPage(reply, 'Compte Stripe local', onboardingPage(request.params.id, link));
    });

    scope.post<IdParams>('/dev/payments/onboarding/:id/connect', async (request, reply) => {
      const link = gateway.onboardingLink(request.params.id);
      if (!link) return notFoundPage(reply);
      await deliver(await gateway.onboard(request.params.id, new Date()));
      return reply.redirect(link.returnUrl, 303);
    });

    scope.get<IdParams & { Querystring: { refus?: string } }>(
      '/dev/payments/checkout/:id',
      async (request, reply) => {
        const session = gateway.checkoutSession(request.params.id);
        if (!session) return notFoundPage(reply);
        const isDeclined = request.query.refus === '1' && session.status === 'open';
        const body = checkoutPage(checkoutPath(request.params.id), session, isDeclined);
        return sendLocalPage(reply, 'Paiement local', body);
      },
    );

    scope.post<IdParams & { Params: { action: string } }>(
      '/dev/payments/checkout/:id/:action',
      async (request, reply) => {
        const { id, action } = request.params;
        const session = gateway.checkoutSession(id);
        if (!session) return notFoundPage(reply);
        switch (action) {
          case 'pay':
            if (session.status !== 'open') break;
            await deliver(await gateway.pay(id, new Date()));
            return reply.redirect(session.successUrl, 303);
          case 'decline':
            // A refused card changes nothing at Stripe: the session stays open.
            return reply.redirect(`${checkoutPath(id)}?refus=1`, 303);
          case 'expire':
            await deliver(await gateway.expire(id, new Date()));
            break;
          default:
            return notFoundPage(reply);
        }
        return reply.redirect(checkoutPath(id), 303);
      },
    );
  });
}

function onboardingPage(
  linkId: string,
  link: { returnUrl: string; account: { businessName: string; email: string } },
): string {
  const action = `/dev/payments/onboarding/${encodeURIComponent(linkId)}/connect`;
  return `<h1>Connecter votre compte Stripe</h1>
<p><strong>${escapeHtml(link.account.businessName)}</strong><br>${escapeHtml(link.account.email)}</p>
<p class="notice">Mode de paiement local : aucune information n’est demandée. Le bouton « Connecter » active le compte comme le ferait Stripe à la fin de l’inscription.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Connecter</button>
</form>
<p><a href="${escapeHtml(link.returnUrl)}">Revenir à Ardoise sans terminer</a></p>`;
}

function checkoutPage(path: string, session: LocalSession, isDeclined: boolean): string {
  const summary = `<h1>${escapeHtml(session.description)}</h1>
<p class="price">${escapeHtml(formatCents(session.amountCents))}</p>`;
  if (session.status === 'complete') {
    return `${summary}
<p class="notice" role="status">Ce paiement a déjà été effectué.</p>
<p><a href="${escapeHtml(session.successUrl)}">Continuer</a></p>`;
  }
  if (session.status === 'expired') {
    return `${summary}
<p class="notice" role="status">Cette session de paiement a expiré : aucun montant n’a été débité.</p>
<p><a href="${escapeHtml(session.cancelUrl)}">Revenir</a></p>`;
  }
  const button = (action: string, label: string, isPrimary = false) =>
    `<form method="post" action="${escapeHtml(`${path}/${action}`)}"><button type="submit"${isPrimary ? '' : ' class="secondary"'}>${label}</button></form>`;
  return `${summary}
${isDeclined ? '<p class="alert" role="alert">Votre carte a été refusée. Aucun montant n’a été débité : essayez de nouveau.</p>' : ''}
<p>Mode de paiement local : aucune carte n’est demandée et rien n’est débité. « Payer » règle la somme comme le ferait Stripe.</p>
${button('pay', 'Payer', true)}
${button('decline', 'Paiement refusé')}
${button('expire', 'Laisser expirer')}
<p><a href="${escapeHtml(session.cancelUrl)}">Annuler</a></p>`;
}
