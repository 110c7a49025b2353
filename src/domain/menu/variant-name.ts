/**
 * "Vin rouge — Verre 12 cl": how an order line names a dish taken in one variant. Its own
 * module, free of zod, because the diner's cart script names its lines the same way.
 */
export const variantLineName = (dishName: string, variantName: string) =>
  `${dishName} — ${variantName}`;
