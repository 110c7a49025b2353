import { randomUUID } from 'node:crypto';

/** The part of JSON Schema (as @fastify/swagger writes it from our zod schemas) read here. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
};

/** Strings that satisfy the patterns our schemas use (times, category ids, slugs, uuids). */
const PATTERN_CANDIDATES = () => ['12:00', 'plats', 'mon-resto', randomUUID(), 'x'];

/**
 * A plausible value for a schema: every property present (optional ones too, so each can be
 * spoiled in turn), the first choice of an enum or union, the lowest allowed number. It is
 * a starting point for malformed variants, not a guaranteed-valid document.
 */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 10) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) {
    const chosen = choices.find((choice) => choice.type !== 'null') ?? choices[0];
    return sampleOf(chosen, depth + 1);
  }
  const type = Array.isArray(schema.type)
    ? schema.type.find((candidate) => candidate !== 'null')
    : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          sampleOf(value, depth + 1),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'diner@example.fr';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = PATTERN_CANDIDATES().find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

export type Leaf = { path: (string | number)[]; value: unknown };

/**
 * Every leaf of a JSON value (and every array or object, as a leaf of its own), with its path.
 * An array's first item stands for the others: they share a schema.
 */
export function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  const own: Leaf[] = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) {
    return value.length > 0 ? [...own, ...leavesOf(value[0], [...path, 0])] : own;
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...own,
      ...Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key])),
    ];
  }
  return own;
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  copy[head] = withLeaf(copy[head], rest, replacement);
  return copy;
}
