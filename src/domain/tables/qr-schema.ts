import { z } from 'zod';
import { TableListSchema, TableNameSchema } from './tables';

/** The QR code's image formats (`/qr/{format}`, `/menus/{id}/qr/{format}`). */
export const QrFormatSchema = z.enum(['png', 'svg']);

/** `?download=1` for an attachment; `?table=` for one table's code. */
export const QrDownloadQuerySchema = z.object({
  download: z.enum(['1']).optional(),
  table: TableNameSchema.optional(),
});

/** `/qr/{format}`. */
export const QrFormatParamsSchema = z.object({ format: QrFormatSchema });

/** `/menus/{id}/qr/{format}` (a menu id, as every path's). */
export const MenuQrParamsSchema = z.object({
  id: z.string().min(1).max(64),
  format: QrFormatSchema,
});

/** `PUT /tables`: the tables' names, in order. */
export const TableNamesBodySchema = z.object({ names: TableListSchema });

/** `POST /tables/{name}/regenerate`. */
export const TableNameParamsSchema = z.object({ name: TableNameSchema });
