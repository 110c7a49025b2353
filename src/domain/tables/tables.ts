import { z } from 'zod';
import { formatTableLabel, TABLE_TOKEN_PARAM, TABLE_TOKEN_PATTERN } from './table-token';

/** Table names printed on the QR cards ("1", "Terrasse 2"…); their links carry a token. */
export const TABLE_LIMITS = { maxTables: 200, nameMaxLength: 40 } as const;

export const TABLE_MESSAGES = {
  notFound: 'Table introuvable.',
  tokenInvalid: 'Le code de table est invalide.',
} as const;

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
    (names) => new Set(names.map(tableKey)).size === names.length,
    'Deux tables portent le même nom.',
  );

/** A table's secret code, as carried by its link (`?t=`). */
export const TableTokenSchema = z
  .string({ error: TABLE_MESSAGES.tokenInvalid })
  .regex(TABLE_TOKEN_PATTERN, TABLE_MESSAGES.tokenInvalid);

/** `GET /api/v1/tables`: each table, its token and the link its QR code carries. */
export const TableSchema = z.object({ name: z.string(), token: z.string(), url: z.string() });
export type Table = z.infer<typeof TableSchema>;
export const TablesSchema = z.object({ tables: z.array(TableSchema) });
export type Tables = z.infer<typeof TablesSchema>;
/**
 * `GET /api/v1/tables` for every role: the codes (`token`, `url`) go to the roles that manage
 * tables (owner, Gérant) only; Service, Cuisine and tablets get the names (issue 43 §1): a
 * code lets whoever holds it order, pay and call at that table.
 */
export const TablesReadSchema = z.object({
  tables: z.array(TableSchema.partial({ token: true, url: true })),
});

/** Names are unique whatever their case: "Bar" and "bar" are one table (and keep one code). */
export const tableKey = (name: string) => name.trim().toLocaleLowerCase('fr');

/** How a table is named on a card: "Table 4" for a bare number, "Bar" or "Terrasse 1" as typed. */
export const tableLabel = (name: string): string => formatTableLabel(name);

/** "12 tables" → ["1", …, "12"]. */
export const numberedTables = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => String(index + 1));

/**
 * The permanent public address of an owner's menu, optionally one table's (`?t={token}`). QR
 * codes carry it: unlike the readable `/{slug}`, it never changes.
 */
export function publicMenuUrl(publicUrl: string, ownerId: string, tableToken?: string): string {
  const url = `${publicUrl}/u/${encodeURIComponent(ownerId)}`;
  return tableToken ? `${url}?${TABLE_TOKEN_PARAM}=${encodeURIComponent(tableToken)}` : url;
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
