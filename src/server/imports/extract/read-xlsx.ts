import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';
import { checkZipBounds } from './zip-bounds';

/**
 * An Excel workbook (XLSX) → the rows of its first sheet that has any, as the cells display
 * (a price cell formatted "12,50 €" reads "12,50 €"; a number 12.5 reads "12.5").
 */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // Sizes once decompressed and rows counted before exceljs inflates anything (issue 42 §1).
  checkZipBounds(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetUnreadable, 'file', String(error));
  }
  for (const sheet of workbook.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (rows.length >= EXTRACT_LIMITS.maxRows) return;
      const cells: string[] = [];
      const count = Math.min(row.cellCount, EXTRACT_LIMITS.maxColumns);
      for (let column = 1; column <= count; column += 1) {
        cells.push(cellText(row.getCell(column)).trim());
      }
      if (cells.some((cell) => cell !== '')) rows.push(cells);
    });
    if (rows.length > 0) return rows;
  }
  throw new AppError('VALIDATION', EXTRACT_MESSAGES.spreadsheetEmpty, 'file');
}

function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  try {
    return cell.text ?? '';
  } catch {
    return String(value);
  }
}
