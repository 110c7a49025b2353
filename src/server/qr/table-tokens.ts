import { randomBytes } from 'node:crypto';

/**
 * A table's secret (docs/decisions/011-table-codes.md): 96 bits from the system's CSPRNG as 16
 * base64url characters. Guessing one of a restaurant's 200 tables at a million tries a second
 * would take longer than the universe has existed.
 */
export const newTableToken = (): string => randomBytes(12).toString('base64url');
