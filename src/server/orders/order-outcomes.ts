import { AppError } from '../http/app-error';

/** Who placed an order: a diner from the menu page, or staff ("Prendre une commande"). */
export type OrderSource = 'diner' | 'staff';

/**
 * Told of each order placed or refused here (the operator's metrics, docs/metrics.md). The
 * reason is one of a short fixed list, never free text: the refusal's `reason` code
 * (ORDER_REASONS) when it has one, else its error code (`RATE_LIMITED`, `NOT_FOUND`…).
 */
export type OrderOutcomes = {
  placed(source: OrderSource): void;
  refused(source: OrderSource, reason: string): void;
};

export function refusalReasonOf(error: unknown): string {
  if (error instanceof AppError) return error.details.reason ?? error.code;
  return 'INTERNAL';
}

/** Runs an order's placing and tells `outcomes` how it ended (a replayed request: nothing). */
export async function withOutcome<T extends { isNew: boolean }>(
  outcomes: OrderOutcomes | undefined,
  source: OrderSource,
  place: () => Promise<T>,
): Promise<T> {
  if (!outcomes) return place();
  try {
    const result = await place();
    if (result.isNew) outcomes.placed(source);
    return result;
  } catch (error) {
    outcomes.refused(source, refusalReasonOf(error));
    throw error;
  }
}
