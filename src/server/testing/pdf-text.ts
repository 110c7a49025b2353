import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PDF's text as pdftotext reads it (Debian's poppler-utils, installed by .ci/run), as a
 * reader would copy it: `-layout` keeps a table's row on one line; runs of blanks become one
 * space. `pages` reads only those pages.
 */
export async function pdfText(pdf: Buffer, pages?: { first: number; last: number }) {
  const directory = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    const { stdout } = await promisify(execFile)('pdftotext', [
      '-layout',
      '-enc',
      'UTF-8',
      ...range,
      file,
      '-',
    ]);
    return stdout.replace(/[ \u00a0\u202f]+/g, ' ');
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** How many pages pdfinfo counts. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pdf-info-'));
  try {
    const file = path.join(directory, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
