import { z } from 'zod';
import { TableTokenSchema } from '../tables/tables';
import { CALL_KINDS, CALL_STATUSES } from './call-rules';

/** Table calls (issue 24 §4): request and answer shapes of the routes and the owner app. */

export const CallKindSchema = z.enum(CALL_KINDS, 'Choisissez « waiter » ou « bill ».');
export const CallStatusSchema = z.enum(CALL_STATUSES);

/** `POST /api/v1/public/tables/{tableToken}/calls`. */
export const PlaceCallSchema = z.object({ kind: CallKindSchema });
export type PlaceCall = z.infer<typeof PlaceCallSchema>;

export const CallTableParamsSchema = z.object({ tableToken: TableTokenSchema });
export const CallIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const CallLanguageQuerySchema = z.object({
  lang: z.enum(['fr', 'en', 'es', 'zh', 'it']).default('fr'),
});

/**
 * The diner's view of the table's call: no staff names, no other table. The POST answers it
 * (201 a new call, 200 the one already open), and the diner's stream sends it (or null).
 */
export const DinerCallSchema = z.object({
  id: z.string(),
  kind: CallKindSchema,
  status: CallStatusSchema,
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type DinerCall = z.infer<typeof DinerCallSchema>;

/** The board's view: which table, when, and who answered ("J'arrive"). */
export const CallSchema = DinerCallSchema.extend({
  table: z.string(),
  /** When an open call closes by itself (CALL_OPEN_MINUTES after it was made). */
  expiresAt: z.string(),
  acknowledgedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Call = z.infer<typeof CallSchema>;

/** `GET /api/v1/calls`: the open calls, oldest first. */
export const CallListSchema = z.object({ calls: z.array(CallSchema) });
export type CallList = z.infer<typeof CallListSchema>;
