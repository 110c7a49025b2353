import { parse } from 'csv-parse/sync';
import { AppError } from '../../http/app-error';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';

/**
 * A CSV text → rows of cells, with csv-parse (quotes, separators inside quotes, line breaks in
 * cells). The separator is the one the first lines use most: `;` (French Excel), `,` or tab.
 */
export function detectDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/u)
    .slice(0, 20)
    .map((line) => line.replace(/"[^"]*"/gu, ''))
    .filter((line) => line.trim() !== '');
  // The separator that splits the most lines into the same number (> 1) of cells as the first.
  let best = { separator: ';', agreeing: 0 };
  for (const separator of [';', '\t', ',']) {
    const counts = lines.map((line) => line.split(separator).length);
    const first = counts[0] ?? 1;
    const agreeing = first > 1 ? counts.filter((count) => count === first).length : 0;
    if (agreeing > best.agreeing) best = { separator, agreeing };
  }
  return best.separator;
}

export function readCsv(text: string): string[][] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: EXTRACT_LIMITS.maxRows,
    }) as string[][];
  } catch (error) {
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetUnreadable, 'file', String(error));
  }
  const rows = records
    .map((row) => row.slice(0, EXTRACT_LIMITS.maxColumns))
    .filter((row) => row.some((cell) => cell !== ''));
  if (rows.length === 0)
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetEmpty, 'file');
  return rows;
}
