import pLimit from 'p-limit';
import { IMAGE_MESSAGES } from '../../domain/images/image-rules';
import { AppError } from '../http/app-error';

/**
 * Decoding and encoding a photo is the most memory-hungry thing the server does (a 50 MP
 * photo: tens of MB while libvips works on it). Photos are processed a few at a time, the
 * others waiting their turn in order (issue 21 §7: six concurrent 50 MP uploads took the
 * server from 279 to 444 MB). Past `maxWaiting` waiting photos, an upload is refused with
 * a 429 rather than adding its 10 MB body to the queue.
 */
export type ImageWorkQueue = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Photos being processed now, and waiting. */
  readonly active: number;
  readonly waiting: number;
};

export const IMAGE_WORK_DEFAULTS = { concurrency: 1, maxWaiting: 8, retryAfterSeconds: 5 };

export function createImageWorkQueue(
  options: Partial<typeof IMAGE_WORK_DEFAULTS> = {},
): ImageWorkQueue {
  const { concurrency, maxWaiting, retryAfterSeconds } = { ...IMAGE_WORK_DEFAULTS, ...options };
  const limit = pLimit(concurrency);
  return {
    run(work) {
      if (limit.pendingCount >= maxWaiting) {
        const busy = new AppError('RATE_LIMITED', IMAGE_MESSAGES.busy);
        return Promise.reject(busy.withRetryAfter(retryAfterSeconds));
      }
      return limit(work);
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
