import type { MenuDocument } from './menu-schema';
import { fromStoredVariant } from './variants';

const mapArray = (value: unknown, map: (entry: unknown) => unknown) =>
  Array.isArray(value) ? value.map(map) : value;

const withField = (value: unknown, field: string, map: (entry: unknown) => unknown) =>
  typeof value === 'object' && value !== null && field in value
    ? { ...value, [field]: mapArray((value as Record<string, unknown>)[field], map) }
    : value;

/**
 * A menu document read from the database. It was validated when saved (MenuDocumentSchema);
 * only the variants saved before they took the contract's `name` (they said `label`) are
 * brought up to date, so an older menu keeps showing and taking orders.
 */
export function readStoredMenuDocument(stored: unknown): MenuDocument {
  return withField(stored, 'categories', (category) =>
    withField(category, 'items', (dish) => withField(dish, 'variants', fromStoredVariant)),
  ) as MenuDocument;
}
