/**
 * "12 rue Oberkampf, 75011 Paris", or null when nothing of the address is given. Its own
 * module (no zod): the diner pages and the receipts import it.
 */
export function formatAddress(address: {
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
}): string | null {
  const town = [address.postalCode, address.city].filter(Boolean).join(' ');
  const text = [address.streetAddress, town].filter(Boolean).join(', ');
  return text || null;
}
