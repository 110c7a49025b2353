/**
 * The child process that reads one import file (issue 42 §1): started by isolated-extract.ts
 * with a capped heap, it gets the file over IPC, reads it with extractSource (or renders the
 * images a vision model is shown of it), reports progress, sends the result (or the French
 * error) and exits. Whatever the file does to memory happens
 * here, never in the server: the parent kills this process past its time or memory.
 * Built to dist/server/import-extract.js (scripts/server-bundle.ts); run from sources with tsx.
 */
import { AppError } from '../../http/app-error';
import { extractSource } from './extract-source';

/** Read a file (extractSource), or make the images a vision model is shown of it (issue 42 §5). */
export type ChildRequest =
  | { op: 'extract'; bytes: Uint8Array; filename?: string }
  | { op: 'model-images'; bytes: Uint8Array; kind: 'photo' | 'pdf' };
export type ChildMessage =
  | { type: 'progress'; share: number }
  | { type: 'done'; result: Awaited<ReturnType<typeof extractSource>> | Uint8Array[] }
  | {
      type: 'error';
      error: { code?: AppError['code']; message: string; details?: object; internal?: string };
    };

async function perform(request: ChildRequest) {
  const bytes = Buffer.from(request.bytes);
  if (request.op === 'extract') {
    return extractSource(
      { bytes, filename: request.filename },
      { onProgress: (share) => void send({ type: 'progress', share }) },
    );
  }
  const { pdfPagesForModel, photoForModel } = await import('../model-images');
  return request.kind === 'photo' ? [await photoForModel(bytes)] : pdfPagesForModel(bytes);
}

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, undefined, () => resolve());
  });

// The server went away: nothing is waiting for this reading.
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
