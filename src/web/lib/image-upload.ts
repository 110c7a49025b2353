import { IMAGE_LIMITS, IMAGE_MESSAGES, type UploadedImage } from '../../domain/images/image-rules';
import { ApiError, toApiError } from './api-error';

/**
 * `POST /api/v1/images` with upload progress, which fetch cannot report: XMLHttpRequest,
 * same origin, session cookie, the same error envelope as every API call.
 */
export function uploadImage(
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  if (file.size > IMAGE_LIMITS.maxUploadBytes) {
    return Promise.reject(new ApiError(IMAGE_MESSAGES.tooLarge, 413, 'PAYLOAD_TOO_LARGE'));
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new ApiError(IMAGE_MESSAGES.offline, 0));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/images');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(request.response as UploadedImage);
      } else {
        reject(toApiError(request.status, request.response));
      }
    });
    request.addEventListener('error', () => {
      const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
      reject(new ApiError(isOffline ? IMAGE_MESSAGES.offline : IMAGE_MESSAGES.uploadFailed, 0));
    });
    request.addEventListener('abort', () => reject(new DOMException('Envoi annulé', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'photo');
    request.send(form);
  });
}
