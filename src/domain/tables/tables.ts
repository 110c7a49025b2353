import { z } from 'zod';

/** Table names printed on the QR cards ("1", "Terrasse 2"…) and carried in `?table=`. */
export const TABLE_LIMITS = { maxTables: 200, nameMaxLength: 40 } as const;

export const TableNameSchema = z
  .string({ error: 'Le nom de la table doit être un texte.' })
  .trim()
  .min(1, 'Le nom d’une table ne peut pas être vide.')
  .max(
    TABLE_LIMITS.nameMaxLength,
    `Le nom d’une table ne doit pas dépasser ${TABLE_LIMITS.nameMaxLength} caractères.`,
  );

export const TableListSchema = z
  .array(TableNameSchema, { error: 'La liste des tables est invalide.' })
  .max(TABLE_LIMITS.maxTables, `Au plus ${TABLE_LIMITS.maxTables} tables.`)
  .refine(
    (names) => new Set(names.map((name) => name.toLocaleLowerCase('fr'))).size === names.length,
    'Deux tables portent le même nom.',
  );

/** How a table is named on a card: "Table 4" for a bare number, "Bar" or "Terrasse 1" as typed. */
export const tableLabel = (name: string): string =>
  /^\d+$/.test(name.trim()) ? `Table ${name.trim()}` : name;

/** "12 tables" → ["1", …, "12"]. */
export const numberedTables = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => String(index + 1));

/** The permanent public address of an owner's menu, optionally for one table. */
export function publicMenuUrl(publicUrl: string, ownerId: string, table?: string): string {
  const url = `${publicUrl}/u/${encodeURIComponent(ownerId)}`;
  return table ? `${url}?table=${encodeURIComponent(table)}` : url;
}

/** A file name from the restaurant name, spaces turned into hyphens (spec part 1 §2). */
export function qrFileName(restaurantName: string, extension: string): string {
  const base =
    restaurantName
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[\\/:*?"<>|]/g, '') || 'menu';
  return `${base}.${extension}`;
}
