import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_ACCOUNT_MESSAGES } from '../../../domain/payments/payment-account-messages';
import { ApiError, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { usePendingUntilLeave } from '../../lib/use-pending-until-leave';

/** How often the card asks again while Stripe's word on a finished onboarding may be on its way. */
export const ACCOUNT_POLL_MS = 2000;

/** The restaurant's Stripe account as the server holds it (from Stripe's events, never the browser). */
export function usePaymentAccount(options: { isPolling?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.paymentAccount,
    queryFn: api.paymentAccount,
    staleTime: 0,
    refetchInterval: (query) =>
      options.isPolling && query.state.data?.status !== 'active' ? ACCOUNT_POLL_MS : false,
  });
}

/** When diners pay and whether tips are offered: each change is saved at once. */
export function usePaymentSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: queryKeys.paymentSettings, queryFn: api.paymentSettings });
  const save = useMutation({
    mutationFn: api.savePaymentSettings,
    // One after the other: the last choice is the one the server keeps.
    scope: { id: 'payment-settings' },
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.paymentSettings, result);
      toast.success('Réglage enregistré');
    },
    onError: (error) => toast.error('Erreur', { description: error.message }),
  });
  return { settings, save };
}

/** "Connecter mon compte Stripe" and its kin: to Stripe's onboarding, in this tab. */
export function useStartOnboarding() {
  const [isPending, setPending] = usePendingUntilLeave();

  async function start() {
    if (isPending) return;
    setPending(true);
    try {
      const { url } = await api.startPaymentOnboarding();
      // The button stays busy until the browser leaves: no second link on a double tap.
      window.location.assign(url);
    } catch (error) {
      setPending(false);
      toast.error(error instanceof ApiError ? error.message : PAYMENT_ACCOUNT_MESSAGES.linkFailed);
    }
  }

  return { start, isPending };
}
