// PDFs read back as their readers would: the text as pdftotext (Debian's poppler-utils) reads
// it, and the pages as pdfinfo lists them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

async function withPdfFile<T>(pdf: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    return await read(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The PDF's text, every run of spaces (non-breaking ones too) as one space. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    return stdout.replace(/[\s\u00a0\u202f]+/g, ' ');
  });
}

/** How many pages the PDF has, and the first one's size in millimetres (rounded). */
export function pdfPages(
  pdf: Buffer,
): Promise<{ count: number; widthMm: number; heightMm: number }> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await promisify(execFile)('pdfinfo', [file]);
    const count = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout) ?? [];
    const toMm = (points: string | undefined) => Math.round((Number(points) * 25.4) / 72);
    return { count, widthMm: toMm(width), heightMm: toMm(height) };
  });
}
