import { derivePlan, GRACE_PERIOD_DAYS } from '../../domain/billing/subscription';
import type { AppDatabase } from '../db/database';
import { renderPaymentFailedEmail } from '../mail/templates';
import { getPlan } from '../owner-state/owner-plan';
import { changePlanInTransaction } from '../owner-state/plan-change';
import * as billing from './billing-repository';
import type { BillingServiceDeps } from './billing-service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * From the provider's word to our tables and the owner's plan: an event's subscription is
 * fetched, stored and turned into a plan in one transaction, once per event id; the grace
 * period of a failed renewal ends on a sweep, since no event announces it.
 */
export function createSubscriptionSync(deps: BillingServiceDeps) {
  const { database } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());

  /** Stores what the provider says now and the plan it gives, in one transaction. */
  async function applyEvent(event: { id: string; type: string }, subscriptionId: string) {
    const snapshot = await deps.gateway?.retrieveSubscription(subscriptionId);
    const fetchedAt = now();
    if (!snapshot) {
      await billing.recordEvent(db, event, fetchedAt);
      deps.log.warn(`Billing event ${event.id}: subscription ${subscriptionId} not found`);
      return;
    }
    const outcome = await deps.events.transaction(async (trx, emit) => {
      if (!(await billing.recordEvent(trx, event, fetchedAt))) return null;
      // The customer we created decides the owner: never an id the event or metadata carries.
      const ownerId = await billing.findOwnerIdByCustomer(trx, snapshot.customerId);
      if (!ownerId) return { ownerId: null };
      const previous = await billing.findSubscription(trx, snapshot.id);
      // A slower handler must not write an older answer over a newer one.
      if (previous && Date.parse(previous.fetchedAt) > fetchedAt.getTime()) return { ownerId };
      const isPastDue = snapshot.status === 'past_due';
      const wasPastDue = previous?.status === 'past_due';
      await billing.saveSubscription(trx, {
        id: snapshot.id,
        ownerId,
        customerId: snapshot.customerId,
        status: snapshot.status,
        priceId: snapshot.priceId,
        currentPeriodEnd: snapshot.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        pastDueSince: isPastDue
          ? wasPastDue && previous.pastDueSince
            ? previous.pastDueSince
            : fetchedAt.toISOString()
          : null,
        fetchedAt: fetchedAt.toISOString(),
      });
      const planChanged = await applyDerivedPlan(trx, ownerId, fetchedAt);
      if (planChanged) await emit('owner.changed', { ownerId });
      return { ownerId, planChanged, enteredPastDue: isPastDue && !wasPastDue };
    });
    if (!outcome) return;
    if (!outcome.ownerId) {
      deps.log.warn(`Billing event ${event.id} is about an unknown customer: ignored`);
      return;
    }
    // In the background: Stripe waits for our answer, not for a mail server.
    if (outcome.enteredPastDue) void sendPaymentFailedMail(outcome.ownerId, fetchedAt);
  }

  /** The one place a subscription changes a plan; through the operator's code path. */
  async function applyDerivedPlan(trx: AppDatabase['db'], ownerId: string, at: Date) {
    const plan = derivePlan(await billing.listSubscriptions(trx, ownerId), at);
    if ((await getPlan(trx, ownerId)) === plan) return false;
    await changePlanInTransaction(trx, database.dialect, { ownerId, plan });
    return true;
  }

  async function sendPaymentFailedMail(ownerId: string, since: Date) {
    const graceEnd = new Date(since.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
    try {
      const contact = await billing.findOwnerContact(db, ownerId);
      if (!contact) return;
      await deps.mailer.send({
        to: contact.email,
        ...renderPaymentFailedEmail({
          restaurantName: contact.restaurantName,
          url: `${deps.publicUrl}/dashboard/settings`,
          graceEndsAt: graceEnd,
        }),
      });
    } catch (error) {
      // The state is stored; Stripe also emails the customer when configured to.
      deps.log.error({ err: error }, `Payment-failed mail to owner ${ownerId} not sent`);
    }
  }

  /**
   * Ends Premium for owners whose grace period is over (no event comes for that), and
   * forgets event ids older than 30 days. Run periodically; safe on several instances.
   */
  async function expireGracePeriods(): Promise<number> {
    const at = now();
    const owners = await billing.listOwnersPastDueSince(
      db,
      new Date(at.getTime() - GRACE_PERIOD_DAYS * DAY_MS),
    );
    let downgraded = 0;
    for (const ownerId of owners) {
      const changed = await deps.events.transaction(async (trx, emit) => {
        const isChanged = await applyDerivedPlan(trx, ownerId, at);
        if (isChanged) await emit('owner.changed', { ownerId });
        return isChanged;
      });
      if (changed) downgraded++;
    }
    await billing.deleteEventsBefore(db, new Date(at.getTime() - 30 * DAY_MS));
    return downgraded;
  }

  return { applyEvent, expireGracePeriods };
}
