import { CreditCard, RefreshCw } from 'lucide-react';
import { PAYMENT_ACCOUNT_MESSAGES } from '../../../domain/payments/payment-account-messages';
import { UpgradeLink } from '../billing/upgrade-link';
import { useAccount } from '../dashboard/dashboard-queries';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { PaymentAccountStatus } from './payment-account-status';
import { PaymentSettingsForm } from './payment-settings-form';
import { usePaymentAccount } from './payments-queries';
import { usePaymentsReturn } from './use-payments-return';

/**
 * Settings' "Paiements à table" (issue 23 §2): the restaurant's own Stripe account, its status
 * and onboarding, then, once active, when diners pay and whether tips are offered. Premium;
 * free owners see what Premium would give. Loaded when it comes near the screen.
 */
export function TablePaymentsCardContent() {
  const { data: account } = useAccount();
  if (!account) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (!account.entitlements?.canTakeTablePayments) return <TablePaymentsTeaser />;
  return <TablePayments />;
}

function TablePayments() {
  const { isWaiting, hasLinkExpired } = usePaymentsReturn();
  const account = usePaymentAccount({ isPolling: isWaiting });
  if (account.isPending) return <p className="text-sm text-muted-foreground">Chargement…</p>;
  if (account.isError) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm text-destructive">
          {account.error.message}
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => account.refetch()}
          isLoading={account.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <PaymentAccountStatus account={account.data} hasLinkExpired={hasLinkExpired} />
      {account.data.status === 'active' && <PaymentSettingsForm />}
      <p className="text-sm font-medium">{PAYMENT_ACCOUNT_MESSAGES.noFees}</p>
    </div>
  );
}

function TablePaymentsTeaser() {
  return (
    <Alert>
      <CreditCard aria-hidden="true" />
      <AlertTitle>Paiements à table avec Premium</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          Avec Premium, vous connectez le compte Stripe de votre restaurant : les paiements de vos
          clients iront directement sur ce compte. {PAYMENT_ACCOUNT_MESSAGES.noFees}
        </p>
        <UpgradeLink />
      </AlertDescription>
    </Alert>
  );
}
