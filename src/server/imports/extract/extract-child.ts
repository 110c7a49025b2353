/**
 * The child process that does one piece of an import's heavy work (issue 42 §1): started by
 * isolated-extract.ts with a capped heap, it gets its request over IPC — read a file
 * (extractSource) and parse what was read, parse a pasted text, turn a spreadsheet's rows into
 * a draft, or render the images a vision model is shown — reports progress, sends the result
 * (or the French error) and exits. Whatever a file does to memory or CPU happens here, never
 * in the server: the parent kills this process past its time or memory.
 * Built to dist/server/import-extract.js (scripts/server-bundle.ts); run from sources with tsx.
 */
import type { ColumnMapping, ParsedMenu } from '../../../domain/menu-import/import-result';
import { parseMenuText } from '../../../domain/menu-import/parse-menu-text';
import { proposeColumnMapping, rowsToDraft } from '../../../domain/menu-import/rows-to-draft';
import { AppError } from '../../http/app-error';
import { type ExtractedSource, extractSource } from './extract-source';

/** A file read, and what the parser (or the spreadsheet's guessed columns) made of it. */
export type ReadSource = ExtractedSource & { parsed: ParsedMenu; mapping?: ColumnMapping };

export type ChildRequest =
  | { op: 'extract'; bytes: Uint8Array; filename?: string }
  | { op: 'read'; bytes: Uint8Array; filename?: string }
  | { op: 'parse'; text: string }
  | { op: 'rows'; rows: string[][]; mapping: ColumnMapping }
  | { op: 'model-images'; bytes: Uint8Array; kind: 'photo' | 'pdf' };
export type ChildMessage =
  | { type: 'progress'; share: number }
  | { type: 'done'; result: unknown }
  | {
      type: 'error';
      error: { code?: AppError['code']; message: string; details?: object; internal?: string };
    };

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, undefined, () => resolve());
  });

const extract = (request: { bytes: Uint8Array; filename?: string }) =>
  extractSource(
    { bytes: Buffer.from(request.bytes), filename: request.filename },
    { onProgress: (share) => void send({ type: 'progress', share }) },
  );

async function perform(request: ChildRequest): Promise<unknown> {
  switch (request.op) {
    case 'extract':
      return extract(request);
    case 'read': {
      const extracted = await extract(request);
      if ('rows' in extracted) {
        // Unsure guesses still give a mapping: the screen's column step lets the owner fix it.
        const mapping = proposeColumnMapping(extracted.rows);
        return { ...extracted, mapping, parsed: rowsToDraft(extracted.rows, mapping) };
      }
      return { ...extracted, parsed: parseMenuText(extracted.text) } satisfies ReadSource;
    }
    case 'parse':
      return parseMenuText(request.text);
    case 'rows':
      return rowsToDraft(request.rows, request.mapping);
    case 'model-images': {
      const { pdfPagesForModel, photoForModel } = await import('../model-images');
      const bytes = Buffer.from(request.bytes);
      return request.kind === 'photo' ? [await photoForModel(bytes)] : pdfPagesForModel(bytes);
    }
  }
}

// The server went away: nothing is waiting for this work.
process.on('disconnect', () => process.exit(0));

process.once('message', async (request: ChildRequest) => {
  try {
    await send({ type: 'done', result: await perform(request) });
  } catch (error) {
    await send({
      type: 'error',
      error:
        error instanceof AppError
          ? {
              code: error.code,
              message: error.message,
              details: error.details,
              internal: error.internal,
            }
          : { message: String((error as Error)?.stack ?? error) },
    });
  }
  process.exit(0);
});
