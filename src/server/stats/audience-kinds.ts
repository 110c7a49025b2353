/**
 * What a row of `audience_hour` counts (docs/audience.md). `key` says which one: the language,
 * the table's name, the dish's id; '' when there is nothing to tell apart.
 */
export const AUDIENCE_KINDS = {
  /** A diner page shown (key: its language). */
  view: 'view',
  /** A page opened with one of the restaurant's table codes (`?t=`; key: the table's name). */
  scan: 'scan',
  /** The beacon's events (key: the dish, the language switched to, or ''). */
  dishOpened: 'dish_opened',
  filterUsed: 'filter_used',
  languageSwitched: 'language_switched',
  cartAdded: 'cart_added',
  /** An order placed (key: its table's name, '' without a table). */
  order: 'order',
  /** Its amount in cents (key as `order`). */
  revenue: 'revenue',
  /** Quantities ordered per dish (key: the dish). */
  orderedDish: 'ordered_dish',
  /**
   * Paid at the table, in cents without the tip (key: the table's name), counted when the
   * server saw the payment succeed at Stripe; a payment of several menus' lines counts on each.
   */
  paid: 'paid',
} as const;

export type AudienceKind = (typeof AUDIENCE_KINDS)[keyof typeof AUDIENCE_KINDS];

/** The beacon's event types are stored under the same names. */
export const BEACON_KINDS = {
  dish_opened: AUDIENCE_KINDS.dishOpened,
  filter_used: AUDIENCE_KINDS.filterUsed,
  language_switched: AUDIENCE_KINDS.languageSwitched,
  cart_added: AUDIENCE_KINDS.cartAdded,
} as const;
