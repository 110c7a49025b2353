import { createRequire } from 'node:module';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { AppError } from '../../http/app-error';
import { EXTRACT_LIMITS, EXTRACT_MESSAGES } from './limits';
import { runOcrInTurn } from './ocr-queue';

/**
 * Offline OCR of a prepared image with tesseract.js (Tesseract compiled to WebAssembly, in a
 * worker thread) and the French model shipped on npm (@tesseract.js-data/fra): nothing is
 * downloaded at run time. One job at a time per process (ocr-queue.ts); the worker is ended
 * after each job or when the time limit passes, which frees its memory.
 */
const require = createRequire(import.meta.url);

/** The folder holding fra.traineddata.gz (the LSTM "best_int" model, 0.7 MB). */
export function frenchDataPath(): string {
  const { langPath } = require('@tesseract.js-data/fra') as { langPath: string };
  return `${langPath}_best_int`;
}

export type OcrOptions = {
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

export function recognise(image: Buffer, options: OcrOptions = {}): Promise<string> {
  return runOcrInTurn(() => recogniseNow(image, options), options.signal);
}

async function recogniseNow(image: Buffer, options: OcrOptions): Promise<string> {
  const { onProgress, signal, timeoutMs = EXTRACT_LIMITS.ocrTimeoutMs } = options;
  const worker = await createWorker('fra', OEM.LSTM_ONLY, {
    langPath: frenchDataPath(),
    cacheMethod: 'none',
    gzip: true,
    logger: (message) => {
      if (message.status === 'recognizing text') onProgress?.(message.progress);
    },
    errorHandler: () => undefined,
  });
  let timer: NodeJS.Timeout | undefined;
  const stop = () => void worker.terminate().catch(() => undefined);
  try {
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '1',
      user_defined_dpi: '300',
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AppError('VALIDATION', EXTRACT_MESSAGES.ocrTimeout, 'file')),
        timeoutMs,
      );
    });
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const result = await Promise.race([worker.recognize(image), timeout, aborted]);
    onProgress?.(1);
    return result.data.text;
  } finally {
    clearTimeout(timer);
    stop();
  }
}
