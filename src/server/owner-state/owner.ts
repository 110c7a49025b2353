/** The signed-in owner of a request (auth/require-owner.ts finds it from the session). */
export type Owner = { id: string; email: string; restaurantName: string };
