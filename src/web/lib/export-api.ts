import type { DataExportStatus } from '../../domain/account/data-export';
import type { AllergenNotice, AllergenTable } from '../../domain/menu/allergen-table';
import { request } from './http';

/** "Exporter mes données" (issue 25 §6): loaded by its Paramètres card only. */
export const exportApi = {
  status: () => request<DataExportStatus>('GET', '/api/v1/account/export'),
  start: () => request<DataExportStatus>('POST', '/api/v1/account/export'),
};

/** The allergen table's PDF (a plain link: the browser opens it with the session cookie). */
export const allergenPdfUrl = (menuId: string) =>
  `/api/v1/menus/${encodeURIComponent(menuId)}/allergens.pdf`;

/** "Tableau des allergènes" (issue 25 §5): loaded by its print page only. */
export const allergenApi = {
  table: (menuId: string) =>
    request<AllergenTable>('GET', `/api/v1/menus/${encodeURIComponent(menuId)}/allergens`),
  saveNotice: (text: string) =>
    request<AllergenNotice>('PUT', '/api/v1/allergen-notice', { body: { text } }),
};
