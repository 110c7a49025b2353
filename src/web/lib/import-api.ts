import type { MenuDetail } from '../../domain/menu/menu-view';
import type { ColumnMapping, MenuImportDraft } from '../../domain/menu-import/import-result';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../domain/menu-import/import-rules';
import type { ImportCreated, ImportJob } from '../../domain/menu-import/import-schemas';
import { ApiError, toApiError } from './api-error';
import { request } from './http';

/** `POST /api/v1/imports` with a file, with upload progress (XMLHttpRequest, like photos). */
function uploadMenuFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportCreated> {
  if (file.size > IMPORT_LIMITS.maxUploadBytes) {
    return Promise.reject(new ApiError(IMPORT_MESSAGES.tooLarge, 413, 'PAYLOAD_TOO_LARGE'));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/imports');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as ImportCreated);
      else reject(toApiError(xhr.status, xhr.response));
    });
    xhr.addEventListener('error', () => reject(new ApiError(IMPORT_MESSAGES.uploadFailed, 0)));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** "Importer une carte" (issue 25): loaded by its screen only. */
export const importApi = {
  importText: (text: string) =>
    request<ImportCreated>('POST', '/api/v1/imports', { body: { text } }),
  importFile: uploadMenuFile,
  getImport: (id: string) => request<ImportJob>('GET', `/api/v1/imports/${id}`),
  setMapping: (id: string, mapping: ColumnMapping) =>
    request<ImportJob>('PUT', `/api/v1/imports/${id}/mapping`, { body: mapping }),
  createMenu: (id: string, draft: MenuImportDraft, replaceMenuId?: string) =>
    request<MenuDetail>('POST', `/api/v1/imports/${id}/create`, {
      body: { draft, ...(replaceMenuId && { replaceMenuId }) },
    }),
  listMenus: () => request<{ id: string; name: string }[]>('GET', '/api/v1/menus'),
};
