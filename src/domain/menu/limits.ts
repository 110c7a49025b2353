/** Size limits of a menu document; shared by the schema, the editor and the API. */
export const LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 1000,
  categoryIdMaxLength: 64,
  imageUrlMaxLength: 2048,
  maxCategories: 50,
  maxDishes: 500,
} as const;
