import { z } from 'zod';

/**
 * "Exporter mes données" (issue 25 §6, docs/data-export.md): one ZIP archive of everything the
 * restaurant keeps in Ardoise, built in the background and downloadable for 24 hours.
 */
export const DATA_EXPORT_LIMITS = {
  /** How long the download link (and the archive) lives. */
  linkTtlMs: 24 * 60 * 60 * 1000,
  /** An archive still "building" after this is taken as lost (a restart): a new one may start. */
  buildTimeoutMs: 10 * 60 * 1000,
  /** Exports asked per owner per day. */
  perDay: 5,
} as const;

export const DATA_EXPORT_STATUSES = ['none', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatusName = (typeof DATA_EXPORT_STATUSES)[number];

/** `GET /api/v1/account/export`: `url` only when ready (valid until `expiresAt`). */
export const DataExportStatusSchema = z.object({
  status: z.enum(DATA_EXPORT_STATUSES),
  url: z.string().optional(),
  requestedAt: z.string().optional(),
  expiresAt: z.string().optional(),
  bytes: z.number().int().optional(),
});
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

/** `/api/v1/account/export/{token}`: the link's token (43 base64url characters). */
export const DataExportTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const DATA_EXPORT_MESSAGES = {
  alreadyBuilding: 'Une archive est déjà en préparation. Patientez quelques instants.',
  tooMany: 'Vous avez demandé trop d’exports aujourd’hui. Réessayez plus tard.',
  linkInvalid: 'Ce lien de téléchargement n’existe pas ou a expiré. Demandez un nouvel export.',
  failed: 'La préparation de l’archive a échoué. Réessayez.',
  preparing: 'Préparation de l’archive…',
} as const;
