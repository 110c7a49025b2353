import { describe, expect, it } from 'vitest';
import { paymentAccountLabel } from './payment-account-messages';
import { connectAccountStatus } from './payment-account-rules';

const fresh = {
  detailsSubmitted: false,
  chargesEnabled: false,
  hasRequirementsDue: true,
  disabledReason: 'requirements.past_due',
};

describe('connectAccountStatus (from account.updated, re-fetched)', () => {
  it.each([
    ['a new account: à compléter', fresh, false, 'pending', 'incomplete'],
    [
      'details submitted, something still due: à compléter',
      { ...fresh, detailsSubmitted: true },
      false,
      'pending',
      'incomplete',
    ],
    [
      'details submitted, nothing due: en vérification',
      {
        ...fresh,
        detailsSubmitted: true,
        hasRequirementsDue: false,
        disabledReason: 'requirements.pending_verification',
      },
      false,
      'pending',
      'verification',
    ],
    [
      'charges enabled: actif (even with a requirement due later)',
      { ...fresh, detailsSubmitted: true, chargesEnabled: true },
      false,
      'active',
      null,
    ],
    [
      'charges disabled after having been active: restreint',
      { ...fresh, detailsSubmitted: true },
      true,
      'restricted',
      null,
    ],
    [
      'refused by Stripe before ever being active: restreint',
      {
        ...fresh,
        detailsSubmitted: true,
        hasRequirementsDue: false,
        disabledReason: 'rejected.fraud',
      },
      false,
      'restricted',
      null,
    ],
  ] as const)('%s', (_name, state, hasBeenActive, status, pendingReason) => {
    const result = connectAccountStatus(state, { hasBeenActive });
    expect(result).toEqual({ status, pendingReason });
  });

  it('names each status in French', () => {
    expect(paymentAccountLabel({ status: 'none', pendingReason: null })).toBe('Non connecté');
    expect(paymentAccountLabel({ status: 'pending', pendingReason: 'incomplete' })).toBe(
      'À compléter',
    );
    expect(paymentAccountLabel({ status: 'pending', pendingReason: 'verification' })).toBe(
      'En vérification',
    );
    expect(paymentAccountLabel({ status: 'active', pendingReason: null })).toBe('Actif');
    expect(paymentAccountLabel({ status: 'restricted', pendingReason: null })).toBe('Restreint');
  });
});
