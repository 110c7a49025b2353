/**
 * Two menu columns read as one text (what a PDF's text gives when its reader does not split
 * columns): "Tarte fine 9 €        Tiramisu 7 €". When most lines break at the same place
 * after a wide gap, the left column is read first, then the right one.
 */
const GAP = / {3,}/gu;

function gapStarts(line: string): number[] {
  const starts: number[] = [];
  for (const match of line.matchAll(GAP)) {
    const start = match.index + match[0].length;
    // Only where a name starts: aligned price columns are not two menu columns.
    if (match.index > 0 && /\p{L}/u.test(line.charAt(start))) starts.push(start);
  }
  return starts;
}

/** The column where the right column starts, or null for a one-column text. */
export function findColumnStart(lines: readonly string[]): number | null {
  const filled = lines.filter((line) => line.trim() !== '');
  if (filled.length < 6) return null;
  const counts = new Map<number, number>();
  for (const line of filled) {
    // Starts within two characters of each other count together.
    for (const start of gapStarts(line)) {
      for (const near of [start - 1, start, start + 1])
        counts.set(near, (counts.get(near) ?? 0) + 1);
    }
  }
  let best: [number, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  if (!best || best[1] < Math.max(4, filled.length * 0.35)) return null;
  return best[0];
}

// OCR keeps wide gaps but not their place: "Salade 9 €     Quenelle 19 €".
const PRICE_THEN_GAP = /(?:\d|€)\s{3,}(?=\p{L})|^\p{Lu}[\p{Lu}\s]*?\s{3,}(?=\p{Lu})/u;
// A price followed by a name, when OCR lost the gap: "Faisselle 5 € Bugnes 6 €".
const PRICE_THEN_NAME = /(?:\d\s?€|\d[.,]\d{2})\s+(?=\p{Lu})/u;

/** Two columns told by their gaps alone (no common position), or null. */
function unfoldByGaps(lines: readonly string[]): string[] | null {
  const filled = lines.filter((line) => line.trim() !== '');
  const split = filled.filter((line) => PRICE_THEN_GAP.test(line)).length;
  if (split < 4 || split < filled.length * 0.35) return null;
  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    const match = PRICE_THEN_GAP.exec(line) ?? PRICE_THEN_NAME.exec(line);
    if (!match) {
      left.push(line.trim());
      right.push('');
      continue;
    }
    const cut = match.index + match[0].length;
    left.push(line.slice(0, cut).trim());
    right.push(line.slice(cut).trim());
  }
  return [...left, '', ...right];
}

/** The text with its two columns one after the other (unchanged for one column). */
export function unfoldColumns(text: string): string {
  const lines = text.split(/\r?\n/u).map((line) => line.replace(/\t/gu, '    ').trimEnd());
  const column = findColumnStart(lines);
  if (column === null) return (unfoldByGaps(lines) ?? lines).join('\n');
  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      left.push('');
      right.push('');
      continue;
    }
    // Cut at the gap nearest to the column (a long left line may push the gap a little).
    const cut = gapStarts(line).find((start) => Math.abs(start - column) <= 2);
    if (cut === undefined) {
      if (line.length > column && line.slice(0, column).trim() === '') right.push(line.trim());
      else left.push(line.trim());
      continue;
    }
    left.push(line.slice(0, cut).trim());
    right.push(line.slice(cut).trim());
  }
  return [...left, '', ...right].join('\n');
}
