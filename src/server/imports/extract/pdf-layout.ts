/**
 * Positioned text items of a PDF page → lines in reading order (issue 25 §1). Items on the
 * same baseline make a line; when an empty vertical band splits the page, each block between
 * full-width lines is read left column first, then the right one.
 */
export type TextItem = { str: string; x: number; y: number; width: number; fontSize: number };

type Row = { y: number; items: TextItem[] };

/** Items on (nearly) the same baseline, top to bottom, each row left to right. */
function toRows(items: readonly TextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row.y - item.y) <= Math.max(2, item.fontSize * 0.4)) row.items.push(item);
    else rows.push({ y: item.y, items: [item] });
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/** The row's text: a space between words, two where a wide gap separates them. */
function rowText(items: readonly TextItem[]): string {
  let text = '';
  let end: number | null = null;
  for (const item of items) {
    if (end !== null) {
      const gap = item.x - end;
      if (gap > item.fontSize * 1.5) text += '  ';
      else if (gap > item.fontSize * 0.15 && !text.endsWith(' ') && !item.str.startsWith(' '))
        text += ' ';
    }
    text += item.str;
    end = item.x + item.width;
  }
  return text.replace(/\s+$/u, '');
}

/** The x where an empty band splits the page in two columns, or null. */
function findGutter(items: readonly TextItem[]): number | null {
  const visible = items.filter((item) => item.str.trim() !== '' && item.width > 0);
  if (visible.length < 8) return null;
  const left = Math.min(...visible.map((item) => item.x));
  const right = Math.max(...visible.map((item) => item.x + item.width));
  const span = right - left;
  const buckets = 100;
  const cover = new Array<number>(buckets).fill(0);
  for (const item of visible) {
    const from = Math.floor(((item.x - left) / span) * buckets);
    const to = Math.ceil(((item.x + item.width - left) / span) * buckets);
    for (let bucket = Math.max(0, from); bucket < Math.min(buckets, to); bucket += 1) {
      cover[bucket] = (cover[bucket] ?? 0) + 1;
    }
  }
  // The widest band in the middle that few items cover (a centred title may cross it).
  const few = Math.max(1, Math.floor(visible.length * 0.08));
  let best: { from: number; to: number } | null = null;
  let start: number | null = null;
  for (let bucket = 20; bucket <= 81; bucket += 1) {
    const open = bucket <= 80 && (cover[bucket] ?? 0) <= few;
    if (open && start === null) start = bucket;
    if (!open && start !== null) {
      if (!best || bucket - start > best.to - best.from) best = { from: start, to: bucket };
      start = null;
    }
  }
  if (!best) return null;
  const gutter = left + ((best.from + best.to) / 2 / buckets) * span;
  const leftCount = visible.filter((item) => item.x + item.width <= gutter).length;
  const rightCount = visible.filter((item) => item.x >= gutter).length;
  return leftCount >= visible.length * 0.25 && rightCount >= visible.length * 0.25 ? gutter : null;
}

/** The page's lines in reading order, with an empty line where the vertical gap is large. */
export function layoutPage(items: readonly TextItem[]): string[] {
  const gutter = findGutter(items);
  const rows = toRows(items.filter((item) => item.str !== ''));
  const lines: string[] = [];
  let previous: Row | null = null;
  const push = (row: Row, text: string) => {
    const size = row.items[0]?.fontSize ?? 10;
    if (previous && previous.y - row.y > size * 1.9) lines.push('');
    lines.push(text);
    previous = row;
  };
  if (gutter === null) {
    for (const row of rows) push(row, rowText(row.items));
    return lines;
  }
  // Blocks of two-column rows between rows that cross the gutter (titles).
  let block: Row[] = [];
  const flush = () => {
    for (const side of ['left', 'right'] as const) {
      previous = null;
      if (side === 'right' && block.length > 0) lines.push('');
      for (const row of block) {
        const items = row.items.filter((item) =>
          side === 'left' ? item.x + item.width / 2 < gutter : item.x + item.width / 2 >= gutter,
        );
        if (items.length > 0) push({ y: row.y, items }, rowText(items));
      }
    }
    block = [];
  };
  for (const row of rows) {
    const crosses = row.items.some((item) => item.x < gutter && item.x + item.width > gutter);
    if (crosses) {
      flush();
      lines.push(rowText(row.items), '');
      continue;
    }
    block.push(row);
  }
  flush();
  return lines;
}
