import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PAYMENTS_RETURNS,
  type PaymentsReturn,
} from '../../../domain/payments/payment-account-rules';
import { queryKeys } from '../../lib/query-keys';

/** Stripe's `account.updated` usually lands within seconds of the owner's return. */
export const ACCOUNT_WAIT_MS = 30_000;

const isReturn = (value: string | null): value is PaymentsReturn =>
  (PAYMENTS_RETURNS as readonly (string | null)[]).includes(value);

/**
 * Back from Stripe's onboarding (`?payments=return|refresh`): a fresh status, asked again for a
 * short while (the webhook may be on its way), and whether the link had expired (`refresh`),
 * so that the card offers to carry on.
 */
export function usePaymentsReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const [isWaiting, setWaiting] = useState(false);
  const [hasLinkExpired, setLinkExpired] = useState(false);
  const result = searchParams.get('payments');

  useEffect(() => {
    if (!isReturn(result) || handled.current) return;
    handled.current = true;
    setLinkExpired(result === 'refresh');
    setWaiting(result === 'return');
    void queryClient.invalidateQueries({ queryKey: queryKeys.paymentAccount });
    // A reload must not repeat it.
    setSearchParams(
      (params) => {
        params.delete('payments');
        return params;
      },
      { replace: true },
    );
  }, [result, queryClient, setSearchParams]);

  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setTimeout(() => setWaiting(false), ACCOUNT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [isWaiting]);

  return { isWaiting, hasLinkExpired };
}
