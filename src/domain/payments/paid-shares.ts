/**
 * A table payment that succeeded, as the statistics count it (issue 26 §1): the amount without
 * the tip, split by the menus its lines were ordered from.
 */
export type PaidShares = {
  ownerId: string;
  table: string;
  shares: { menuId: string; amountCents: number }[];
};
