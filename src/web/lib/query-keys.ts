/** Every TanStack Query key of the owner app, in one place so invalidations stay in sync. */
export const queryKeys = {
  session: ['session'] as const,
};
