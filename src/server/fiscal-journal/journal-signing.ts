import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { JournalClosureTable, JournalEntryTable } from '../db/schema';
import { canonicalJson } from './canonical-json';

/**
 * HMAC-SHA256 signatures of the journal (docs/fiscal-journal.md "Signatures"). The key never
 * enters the database: whoever can write the tables still cannot make a signature that holds.
 * Each signed text starts with what it is and its version, so an entry's signature can never
 * pass for a closure's or an archive's.
 */
export type Signer = {
  /** A short public name of the key (a hash of it): says which key signed an archive. */
  keyId: string;
  sign(parts: unknown): string;
  isValid(parts: unknown, signature: string): boolean;
};

export function createSigner(key: Buffer): Signer {
  if (key.length < 32) throw new Error('the journal key must be 32 bytes or more');
  const sign = (parts: unknown) =>
    createHmac('sha256', key).update(canonicalJson(parts)).digest('hex');
  return {
    keyId: createHash('sha256')
      .update('ardoise-journal-key-id')
      .update(key)
      .digest('hex')
      .slice(0, 16),
    sign,
    isValid(parts, signature) {
      const expected = Buffer.from(sign(parts), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The fixed value an owner's first entry chains to (public: it proves nothing by itself). */
export const entryGenesis = (ownerId: string) =>
  createHash('sha256').update(`ardoise-journal-genesis:entry:${ownerId}`).digest('hex');

/** The fixed value an owner's first closure of a kind chains to. */
export const closureGenesis = (ownerId: string, kind: JournalClosureTable['kind']) =>
  createHash('sha256').update(`ardoise-journal-genesis:closure:${kind}:${ownerId}`).digest('hex');

type SignedEntry = Omit<JournalEntryTable, 'signature'>;
type SignedClosure = Omit<JournalClosureTable, 'signature'>;

/** What an entry's signature covers, in a fixed order. */
export const entrySigningParts = (entry: SignedEntry) => [
  'ardoise-journal-entry/v1',
  entry.owner_id,
  entry.sequence,
  entry.kind,
  entry.occurred_at,
  entry.recorded_at,
  entry.payload,
  entry.previous_signature,
];

/**
 * What a closure's signature covers, in a fixed order. Since issue 41 a closure also signs the
 * signature of the last entry it covers (v2); those written before keep their v1 parts.
 */
export const closureSigningParts = (closure: SignedClosure) =>
  closure.last_signature
    ? [...closureV1Parts(closure), 'ardoise-journal-closure/v2', closure.last_signature]
    : closureV1Parts(closure);

/** What the head's signature covers: the owner's last sequence and last signature. */
export const headSigningParts = (head: {
  owner_id: string;
  sequence: number;
  signature: string;
}) => ['ardoise-journal-head/v1', head.owner_id, head.sequence, head.signature];

const closureV1Parts = (closure: SignedClosure) => [
  'ardoise-journal-closure/v1',
  closure.owner_id,
  closure.kind,
  closure.period,
  closure.sequence,
  closure.first_sequence,
  closure.last_sequence,
  closure.entry_count,
  closure.totals,
  closure.closed_at,
  closure.previous_signature,
];

/** What an archive's signature covers: every field but the signature. */
export const archiveSigningParts = (archive: object) => ['ardoise-journal-archive/v1', archive];
