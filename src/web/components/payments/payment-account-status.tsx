import { AlertTriangle, ExternalLink, Info } from 'lucide-react';
import {
  PAYMENT_ACCOUNT_MESSAGES,
  paymentAccountLabel,
} from '../../../domain/payments/payment-account-messages';
import type { PaymentAccount } from '../../lib/api';
import { Alert, AlertDescription } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { useStartOnboarding } from './payments-queries';

type Shown = {
  text: string;
  action: string | null;
  badge: 'muted' | 'warning' | 'accent' | 'success';
};

/** What the owner reads and can do for each status (issue 23 §2). */
function shownFor(account: PaymentAccount): Shown {
  switch (account.status) {
    case 'none':
      return {
        text: 'Connectez le compte Stripe de votre restaurant, existant ou nouveau : les paiements iront directement sur ce compte.',
        action: 'Connecter mon compte Stripe',
        badge: 'muted',
      };
    case 'pending':
      return account.pendingReason === 'verification'
        ? {
            text: 'Stripe vérifie les informations de votre compte. Cela prend souvent quelques minutes, parfois quelques jours.',
            action: null,
            badge: 'accent',
          }
        : {
            text: 'Stripe a besoin d’informations supplémentaires pour activer votre compte.',
            action: 'Terminer l’inscription',
            badge: 'warning',
          };
    case 'active':
      return account.requirementsDue
        ? {
            text: 'Votre compte Stripe est actif. Stripe demande des informations complémentaires : complétez-les pour éviter une interruption.',
            action: 'Compléter mes informations',
            badge: 'success',
          }
        : { text: 'Votre compte Stripe est actif.', action: null, badge: 'success' };
    case 'restricted':
      return {
        text: 'Stripe a suspendu les paiements sur votre compte. Mettez à jour vos informations auprès de Stripe.',
        action: 'Mettre à jour mes informations',
        badge: 'warning',
      };
  }
}

/** The account's status in French, what it means, and the way to Stripe's onboarding. */
export function PaymentAccountStatus({
  account,
  hasLinkExpired,
}: {
  account: PaymentAccount;
  hasLinkExpired: boolean;
}) {
  const onboarding = useStartOnboarding();
  const shown = shownFor(account);
  const isUnconfigured = account.mode === 'unconfigured';
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Compte Stripe :</span>
        <Badge variant={shown.badge} data-testid="payment-account-status">
          {paymentAccountLabel(account)}
        </Badge>
      </p>
      <p className="text-sm text-muted-foreground">{shown.text}</p>
      {hasLinkExpired && shown.action && (
        <Alert role="status">
          <Info aria-hidden="true" />
          <AlertDescription>
            Le lien d’inscription Stripe a expiré : reprenez l’inscription là où vous l’aviez
            laissée.
          </AlertDescription>
        </Alert>
      )}
      {isUnconfigured ? (
        <Alert>
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>{PAYMENT_ACCOUNT_MESSAGES.notConfigured}</AlertDescription>
        </Alert>
      ) : (
        shown.action && (
          <Button
            className="justify-self-start"
            onClick={onboarding.start}
            isLoading={onboarding.isPending}
          >
            {shown.action}
            <ExternalLink aria-hidden="true" className="size-4" />
          </Button>
        )
      )}
      {account.mode === 'local' && (
        <p className="text-xs text-muted-foreground">
          Mode de paiement local : la connexion se fait sur une page de cette machine, aucune somme
          réelle n’est encaissée.
        </p>
      )}
    </div>
  );
}
