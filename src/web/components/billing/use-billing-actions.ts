import { BILLING_MESSAGES, BILLING_REASONS } from '../../../domain/billing/subscription';
import { ApiError, api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { usePendingUntilLeave } from '../../lib/use-pending-until-leave';

// The spec's checkout and portal actions stay disabled while they run (§4).
const M = BILLING_MESSAGES;

/** "Passer à Premium": to the payment page in this tab (spec §7 create-checkout, §8). */
export function useCheckout() {
  const [isPending, setPending] = usePendingUntilLeave();

  async function start() {
    if (isPending) return;
    setPending(true);
    let url: string | undefined;
    try {
      url = (await api.startCheckout())?.url;
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 401) {
        toast.error(M.loginToSubscribe, { description: M.unauthenticated });
        return;
      }
      toast.error(M.errorPrefix + (error instanceof ApiError ? error.message : M.checkoutFailed));
      return;
    }
    if (!url) {
      setPending(false);
      toast.error(M.checkoutNoUrl);
      return;
    }
    try {
      // The button stays busy until the browser leaves: no second checkout on a double tap.
      window.location.assign(url);
    } catch (error) {
      setPending(false);
      toast.error(M.redirectFailedPrefix + String(error));
    }
  }

  return { start, isPending };
}

/** "Gérer mon abonnement": the provider's portal in a new tab (spec §2, §7 customer-portal). */
export function usePortal() {
  const [isPending, setPending] = usePendingUntilLeave();

  async function open() {
    if (isPending) return;
    setPending(true);
    // Opened now, while the click still counts as the user's: a tab opened after the answer
    // would be taken for a pop-up and blocked.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const fail = (title: string, description?: string) => {
      tab?.close();
      toast.error(title, description ? { description } : undefined);
    };
    try {
      const data = await api.openBillingPortal();
      if (!data) return fail(M.portalNoData);
      if (!data.url) return fail(M.portalNoUrl);
      if (tab) tab.location.href = data.url;
      else window.location.assign(data.url);
    } catch (error) {
      if (!(error instanceof ApiError)) return fail(M.general);
      if (error.status === 401) return fail(M.loginToManage, M.unauthenticated);
      if (error.reason === BILLING_REASONS.notConfigured || /configuration/i.test(error.message)) {
        return fail(M.portalConfiguration);
      }
      fail(M.errorPrefix + (error.message || M.portalFailed));
    } finally {
      setPending(false);
    }
  }

  return { open, isPending };
}
