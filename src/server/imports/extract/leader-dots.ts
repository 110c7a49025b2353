/**
 * Dotted leaders ("Tarte fine ............ 9") defeat OCR: Tesseract reads the dots as letters
 * and often loses the price after them. On the grey image (dark ink on light paper), runs of
 * four or more small blobs on one line are painted white before OCR (issue 25 §1).
 */
type Blob = { minX: number; maxX: number; minY: number; maxY: number };

/** Connected dark regions (4-connectivity), by a scan and a union-find. */
function findBlobs(
  dark: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; blobs: Blob[] } {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] ?? root;
    let node = label;
    while (parent[node] !== root) {
      const next = parent[node] ?? root;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (!dark[index]) continue;
      const left = x > 0 ? (labels[index - 1] ?? 0) : 0;
      const up = y > 0 ? (labels[index - width] ?? 0) : 0;
      if (left === 0 && up === 0) {
        parent.push(parent.length);
        labels[index] = parent.length - 1;
      } else if (left !== 0 && up !== 0) {
        const a = find(left);
        const b = find(up);
        labels[index] = Math.min(a, b);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      } else {
        labels[index] = left || up;
      }
    }
  }
  const boxes = new Map<number, Blob>();
  for (let index = 0; index < labels.length; index += 1) {
    const label = labels[index] ?? 0;
    if (label === 0) continue;
    const root = find(label);
    labels[index] = root;
    const x = index % width;
    const y = (index - x) / width;
    const box = boxes.get(root);
    if (!box) boxes.set(root, { minX: x, maxX: x, minY: y, maxY: y });
    else {
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  const blobs: Blob[] = [];
  const byLabel = new Map<number, number>();
  for (const [label, box] of boxes) {
    byLabel.set(label, blobs.length + 1);
    blobs.push(box);
  }
  for (let index = 0; index < labels.length; index += 1) {
    const label = labels[index] ?? 0;
    if (label !== 0) labels[index] = byLabel.get(label) ?? 0;
  }
  return { labels, blobs };
}

/** Paints the leader dots of a one-channel image white, in place. */
export function eraseLeaderDots(grey: Uint8Array, width: number, height: number): number {
  const dark = new Uint8Array(grey.length);
  for (let index = 0; index < grey.length; index += 1)
    dark[index] = (grey[index] ?? 255) < 128 ? 1 : 0;
  const { labels, blobs } = findBlobs(dark, width, height);
  const heights = blobs.map((blob) => blob.maxY - blob.minY + 1).filter((size) => size >= 8);
  heights.sort((a, b) => a - b);
  const letter = heights[Math.floor(heights.length / 2)] ?? 0;
  if (letter === 0) return 0;
  const small = (blob: Blob) =>
    blob.maxX - blob.minX + 1 <= letter * 0.35 && blob.maxY - blob.minY + 1 <= letter * 0.35;
  const dots = blobs
    .map((blob, index) => ({
      blob,
      label: index + 1,
      y: (blob.minY + blob.maxY) / 2,
      x: blob.minX,
    }))
    .filter((dot) => small(dot.blob))
    .sort((a, b) => a.y - b.y);
  const erase = new Set<number>();
  // Dots on one line (centres within a fifth of a letter), then runs of close dots along it.
  let row: typeof dots = [];
  const closeRow = () => {
    row.sort((a, b) => a.x - b.x);
    let run: typeof dots = [];
    const flush = () => {
      if (run.length >= 4) for (const dot of run) erase.add(dot.label);
      run = [];
    };
    for (const dot of row) {
      const last = run.at(-1);
      if (last && dot.x - last.blob.maxX > letter * 1.2) flush();
      run.push(dot);
    }
    flush();
    row = [];
  };
  for (const dot of dots) {
    if (row.length > 0 && dot.y - (row[0]?.y ?? dot.y) > letter * 0.2) closeRow();
    row.push(dot);
  }
  closeRow();
  if (erase.size === 0) return 0;
  for (let index = 0; index < labels.length; index += 1) {
    if (erase.has(labels[index] ?? 0)) grey[index] = 255;
  }
  return erase.size;
}
