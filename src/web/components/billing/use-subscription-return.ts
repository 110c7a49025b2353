import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BILLING_MESSAGES,
  SUBSCRIPTION_RETURNS,
  type SubscriptionReturn,
} from '../../../domain/billing/subscription';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

/** Stripe's webhook usually lands within seconds of the redirect; past this, say so. */
export const ACTIVATION_WAIT_MS = 30_000;

const isReturn = (value: string | null): value is SubscriptionReturn =>
  (SUBSCRIPTION_RETURNS as readonly (string | null)[]).includes(value);

/**
 * Back from Checkout or the portal (`?subscription=success|cancel|updated`, spec §2, §8): the
 * message, a fresh status (plan, menus' rights), and after a payment a short wait for the
 * webhook, during which the card says "Activation en cours…" rather than show the free offer.
 */
export function useSubscriptionReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const [activationDeadline, setActivationDeadline] = useState<number | null>(null);
  const [isActivationSlow, setActivationSlow] = useState(false);
  const result = searchParams.get('subscription');

  useEffect(() => {
    if (!isReturn(result) || handled.current) return;
    handled.current = true;
    if (result === 'success') {
      toast.success(BILLING_MESSAGES.returnSuccess);
      setActivationDeadline(Date.now() + ACTIVATION_WAIT_MS);
    } else if (result === 'cancel') {
      toast(BILLING_MESSAGES.returnCancel, { description: BILLING_MESSAGES.returnCancelDetail });
    } else {
      toast.success(BILLING_MESSAGES.returnUpdated);
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
    void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    void queryClient.invalidateQueries({ queryKey: queryKeys.menus });
    // A reload must not repeat the message.
    setSearchParams(
      (params) => {
        params.delete('subscription');
        return params;
      },
      { replace: true },
    );
  }, [result, queryClient, setSearchParams]);

  useEffect(() => {
    if (activationDeadline === null) return;
    const timer = window.setTimeout(
      () => setActivationSlow(true),
      Math.max(0, activationDeadline - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [activationDeadline]);

  return {
    /** A paid checkout whose activation the card is waiting for. */
    isAwaitingActivation: activationDeadline !== null && !isActivationSlow,
    isActivationSlow,
  };
}
