import { NO_TABLE_LABEL } from '../../../domain/orders/order-messages';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** "Table 4", "Terrasse 1" or "À emporter / sans table" (never "N/A"). */
export function tableLabel(table: string | null): string {
  if (!table) return NO_TABLE_LABEL;
  return /^\d+$/.test(table) ? `Table ${table}` : table;
}

export const formatOrderTime = (iso: string) => dateTime.format(new Date(iso));
