/**
 * Per-table links (docs/decisions/011-table-codes.md): `/{slug}?t={token}` and
 * `/u/{ownerId}?t={token}`. The token is random (crypto, 96 bits as 16 base64url characters);
 * only the server knows which table it stands for. Pure rules: the diner's script imports them.
 */
export const TABLE_TOKEN_PARAM = 't';

/** Our tokens are 16 characters; 10–64 URL-safe characters are well-formed. */
export const TABLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

export const isWellFormedTableToken = (value: unknown): value is string =>
  typeof value === 'string' && TABLE_TOKEN_PATTERN.test(value);

/** "4" is a numbered table ("Table 4"); "Bar" or "Terrasse 1" is a named one. */
export const isNumberedTable = (name: string): boolean => /^\d+$/.test(name.trim());

/**
 * How a diner or a kitchen reads a table: the template's word before a bare number
 * ("Table {table}" → "Table 4", "Mesa {table}" → "Mesa 4"), a named table as typed.
 */
export const formatTableLabel = (name: string, template = 'Table {table}'): string =>
  isNumberedTable(name) ? template.replace('{table}', name.trim()) : name;
