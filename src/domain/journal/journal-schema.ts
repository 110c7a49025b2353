import { z } from 'zod';
import { JOURNAL_INPUT_MESSAGES, JOURNAL_MESSAGES } from './journal-messages';
import {
  CLOSURE_KINDS,
  JOURNAL_ENTRY_KINDS,
  JOURNAL_LIMITS,
  PAYMENT_METHODS,
} from './journal-rules';

/**
 * The payments journal's shapes (docs/fiscal-journal.md): what payments append, what a closure
 * and an archive say. Amounts are integer cents, TTC; refunds are negative.
 */

const cents = z.number().int().safe();
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const noEmail = (value: string | null) => value === null || !EMAIL_LIKE.test(value);

export const JournalEntryKindSchema = z.enum(JOURNAL_ENTRY_KINDS);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const ClosureKindSchema = z.enum(CLOSURE_KINDS);

/** One VAT rate of an entry: its TTC amount and the VAT inside it. */
export const VatLineSchema = z.object({
  /** Basis points: 550 (5,5 %), 1000 (10 %), 2000 (20 %). */
  rateBp: z.number().int().min(0).max(JOURNAL_LIMITS.maxRateBp),
  totalCents: cents,
  vatCents: cents,
});
export type VatLine = z.infer<typeof VatLineSchema>;

/** What an entry's signed payload holds: money and references, never a person. */
export const JournalPayloadSchema = z.object({
  /** TTC, tip excluded; negative for a refund. The VAT lines add up to it. */
  amountCents: cents,
  tipCents: cents,
  vat: z.array(VatLineSchema).max(JOURNAL_LIMITS.maxVatLines),
  method: PaymentMethodSchema.nullable(),
  /** The payment's or refund's id (paymentId, refund id…): what the entry is about. */
  reference: z
    .string()
    .min(1)
    .max(JOURNAL_LIMITS.referenceMaxLength)
    .refine(noEmail, JOURNAL_INPUT_MESSAGES.personalData),
  tabId: z.string().min(1).max(JOURNAL_LIMITS.tabIdMaxLength).nullable(),
  /** The table's name ("4", "Terrasse 2"). */
  table: z
    .string()
    .min(1)
    .max(JOURNAL_LIMITS.tableMaxLength)
    .nullable()
    .refine(noEmail, JOURNAL_INPUT_MESSAGES.personalData),
});
export type JournalPayload = z.infer<typeof JournalPayloadSchema>;

/** What `journal.append` takes (src/server/fiscal-journal): one payment, refund or closure. */
export const JournalEntryInputSchema = JournalPayloadSchema.extend({
  /** The restaurant (its owner's id). */
  ownerId: z.string().min(1).max(100),
  kind: JournalEntryKindSchema,
  /** When it happened (ISO 8601, any offset): stored as UTC ISO. */
  occurredAt: z.iso.datetime({ offset: true }),
}).superRefine((entry, context) => {
  const issue = (message: string, path: (string | number)[]) =>
    context.addIssue({ code: 'custom', message, path });
  const vatTotal = entry.vat.reduce((sum, line) => sum + line.totalCents, 0);
  if (vatTotal !== entry.amountCents) issue(JOURNAL_INPUT_MESSAGES.vatSum, ['vat']);
  const rates = new Set(entry.vat.map((line) => line.rateBp));
  if (rates.size !== entry.vat.length) issue(JOURNAL_INPUT_MESSAGES.duplicateRate, ['vat']);
  entry.vat.forEach((line, index) => {
    const sameSign = line.vatCents === 0 || Math.sign(line.vatCents) === Math.sign(line.totalCents);
    if (!sameSign || Math.abs(line.vatCents) > Math.abs(line.totalCents)) {
      issue(JOURNAL_INPUT_MESSAGES.vatCents, ['vat', index, 'vatCents']);
    }
  });
  const isIncoming = entry.kind === 'payment' || entry.kind === 'tab_closure';
  if (isIncoming && (entry.amountCents < 0 || entry.tipCents < 0)) {
    issue(JOURNAL_INPUT_MESSAGES.sign, ['amountCents']);
  }
  if (entry.kind === 'refund' && (entry.amountCents > 0 || entry.tipCents > 0)) {
    issue(JOURNAL_INPUT_MESSAGES.sign, ['amountCents']);
  }
  if (entry.kind === 'chain_break') {
    if (entry.amountCents !== 0 || entry.tipCents !== 0 || entry.method !== null) {
      issue(JOURNAL_INPUT_MESSAGES.chainBreak, ['kind']);
    }
  } else if (entry.kind !== 'line_cancellation' && entry.method === null) {
    issue(JOURNAL_INPUT_MESSAGES.method, ['method']);
  }
});
export type JournalEntryInput = z.infer<typeof JournalEntryInputSchema>;

/** A closure's totals: per VAT rate, per payment method, per kind of entry. */
export const ClosureTotalsSchema = z.object({
  /** The period's amounts (TTC, tip excluded) and tips, refunds deducted. */
  totalCents: cents,
  tipCents: cents,
  /** Perpetual grand totals: every entry since the restaurant's first one. */
  grandTotalCents: cents,
  grandTipCents: cents,
  byRate: z.array(VatLineSchema),
  byMethod: z.array(
    z.object({
      method: z.union([PaymentMethodSchema, z.literal('none')]),
      amountCents: cents,
      tipCents: cents,
      count: z.number().int().min(0),
    }),
  ),
  byKind: z.array(
    z.object({ kind: JournalEntryKindSchema, amountCents: cents, count: z.number().int().min(0) }),
  ),
});
export type ClosureTotals = z.infer<typeof ClosureTotalsSchema>;

/** A signed closure (clôture), chained to the previous one of its kind. */
export const ClosureSchema = ClosureTotalsSchema.extend({
  kind: ClosureKindSchema,
  /** `2026-12-01`, `2026-12` or `2026` (Europe/Paris calendar). */
  period: z.string(),
  /** 1, 2, 3… per restaurant and kind. */
  sequence: z.number().int().min(1),
  firstSequence: z.number().int().min(1),
  lastSequence: z.number().int().min(1),
  entryCount: z.number().int().min(1),
  closedAt: z.string(),
  previousSignature: z.string(),
  signature: z.string(),
  /** The signature of the last entry covered (closures since issue 41). */
  lastSignature: z.string().optional(),
});
export type Closure = z.infer<typeof ClosureSchema>;

/** `GET /api/v1/journal/status`: the last check of the owner's chain (issue 41 §5). */
export const JournalStatusSchema = z.object({
  intact: z.boolean(),
  /** When the chain was last checked (ISO 8601). */
  checkedAt: z.string(),
  /** How many entries the owner's journal holds. */
  entries: z.number().int().min(0),
  /** What does not hold, in French; null when intact. */
  problem: z.string().nullable(),
});
export type JournalStatus = z.infer<typeof JournalStatusSchema>;

export const ClosureListQuerySchema = z.object({
  kind: ClosureKindSchema.optional().meta({ description: JOURNAL_MESSAGES.closureQueryInvalid }),
  /** Only the closures of this calendar year. */
  year: z.coerce.number().int().min(2000).max(9998).optional(),
});

export const ClosureListSchema = z.array(ClosureSchema);

export const ArchiveParamsSchema = z.object({
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  period: z.string(),
});

/** One entry as archived: the stored fields, the payload parsed. */
export const ArchivedEntrySchema = z.object({
  sequence: z.number().int().min(1),
  kind: JournalEntryKindSchema,
  occurredAt: z.string(),
  /** When the journal wrote it (its clock): the closures' days follow this time. */
  recordedAt: z.string(),
  payload: JournalPayloadSchema,
  previousSignature: z.string(),
  signature: z.string(),
});
export type ArchivedEntry = z.infer<typeof ArchivedEntrySchema>;

export const ARCHIVE_FORMAT = 'ardoise-fiscal-journal-archive';

/** `GET /api/v1/journal/archives/{period}`: one signed JSON document. */
export const JournalArchiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(1),
  ownerId: z.string(),
  period: z.string(),
  periodKind: ClosureKindSchema,
  generatedAt: z.string(),
  /** Names the key that signed it (a hash of it, not the key). */
  keyId: z.string(),
  /** Where the entries sit in the restaurant's chain. */
  chain: z.object({
    firstSequence: z.number().int().min(1),
    lastSequence: z.number().int().min(1),
    /** The signature before the first entry (the previous entry's, or the genesis value). */
    previousSignature: z.string(),
    lastSignature: z.string(),
  }),
  entries: z.array(ArchivedEntrySchema),
  /** The period's closure and those of the days (and months) inside it, when made. */
  closures: z.array(ClosureSchema),
  /**
   * The chain's check when the archive was made (issue 41 §5): `verified` false marks an
   * archive made from a journal that did not hold; `head` is where the chain ended then.
   */
  integrity: z
    .object({
      verified: z.boolean(),
      problem: z.string().nullable(),
      head: z.object({ sequence: z.number().int().min(0), signature: z.string() }).nullable(),
    })
    .optional(),
  /** HMAC-SHA256 over the canonical JSON of every other field. */
  signature: z.string(),
});
export type JournalArchive = z.infer<typeof JournalArchiveSchema>;
