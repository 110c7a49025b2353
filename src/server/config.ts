import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './http/loopback';

/**
 * The only module that reads `process.env` (ARCHITECTURE.md §3.1). Everything else receives a
 * `Config` object, so tests build their own without touching the environment.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://ardoise.fr' })
      .refine((value) => {
        const url = new URL(value);
        return url.protocol === 'https:' || isLoopbackHost(url.hostname);
      }, 'must use https (http is accepted for localhost only)')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\/.+/,
        'must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
      )
      .optional(),
  ),
  DATABASE_MIGRATION_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\/.+/,
        "must be a postgres:// or postgresql:// URL (the tables' owner)",
      )
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Ardoise <no-reply@ardoise.local>'),
  MARKETING_URL: z.string().min(1).default('/'),
  TRUST_PROXY: booleanFlag,
  /** Bearer token for GET /metrics from other machines (docs/metrics.md); absent: loopback only. */
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9._~+/-]{32,}=*$/,
        'must be 32 characters or more, letters, digits and -._~+/ only (e.g. the output of `openssl rand -hex 32`)',
      )
      .optional(),
  ),
  /** SIGTERM: /readyz is 503 this long before the server stops accepting (docs/deploy.md). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** SIGTERM: the whole shutdown (drain included) must end within this, or the process exits 1. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  AI_BASE_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL, e.g. https://api.openai.com/v1',
      })
      .optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  DEEPL_API_KEY: optionalString,
  /** DeepL's address for the client's `serverUrl` (self-hosted proxies, the tests' fake). */
  DEEPL_SERVER_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  TRANSLATION_MONTHLY_CHARACTERS: z.coerce.number().int().min(0).default(200_000),
  /** Tests only: the first retry delay of a failed translation job. */
  TRANSLATION_RETRY_MS: z.coerce.number().int().min(1).default(2_000),
  /** New orders a restaurant takes per minute, on top of the per-address and per-table limits. */
  ORDERS_PER_RESTAURANT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Live streams one menu may have open on one instance (http/stream-limits.ts; benchmarks). */
  STREAMS_PER_MENU: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** `off`: diners' views and events are not counted (the benchmark's comparison, docs/audience.md). */
  STATS_COUNTING: z.enum(['on', 'off']).default('on'),
  ADS_CLIENT_ID: optionalString.pipe(
    z
      .string()
      .regex(
        /^ca-pub-\d{10,20}$/,
        'must be an AdSense publisher id such as ca-pub-1234567890123456',
      )
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_…, sk_test_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_PRICE_PREMIUM: optionalString.pipe(
    z
      .string()
      .regex(/^price_\w+$/, 'must be a Stripe price id (price_…)')
      .optional(),
  ),
  STRIPE_TAX: booleanFlag,
  /** Tests only: where the Stripe SDK sends its requests (a local fake server). */
  STRIPE_API_BASE: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  /** The payments journal's HMAC key (docs/fiscal-journal.md): hex or base64, 32 bytes or more. */
  JOURNAL_SIGNING_KEY: optionalString.pipe(
    z
      .string()
      .transform((value, context) => {
        const key = decodeKey(value);
        if (key && key.length >= 32) return key;
        context.addIssue({
          code: 'custom',
          message:
            'must be 32 bytes or more, written in hex (64+ characters) or base64 (44+ characters), e.g. the output of `openssl rand -base64 32`',
        });
        return z.NEVER;
      })
      .optional(),
  ),
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL, e.g. https://s3.fr-par.scw.cloud',
      })
      .optional(),
  ),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_PUBLIC_URL: optionalString.pipe(
    z
      .url({ protocol: /^https$/, error: 'must be an https URL (the bucket or its CDN)' })
      .optional(),
  ),
  /** SQLite backups (docs/backups.md): `off`, `hourly`, `daily` or an interval (`30m`, `6h`). */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .toLowerCase()
    .default('hourly')
    .transform((value, context) => {
      const everyMs = parseBackupSchedule(value);
      if (everyMs !== undefined) return everyMs;
      context.addIssue({
        code: 'custom',
        message:
          'must be off, hourly, daily or an interval such as 30m or 6h (s, m, h; at least 10s)',
      });
      return z.NEVER;
    }),
  BACKUP_KEEP_HOURLY: z.coerce
    .number({ error: 'must be a whole number of backups, e.g. 48' })
    .int('must be a whole number of backups, e.g. 48')
    .min(1, 'must be at least 1 (the newest backup is always kept)')
    .max(100_000)
    .default(48),
  BACKUP_KEEP_DAILY: z.coerce
    .number({ error: 'must be a whole number of days, e.g. 30' })
    .int('must be a whole number of days, e.g. 30')
    .min(0, 'must be 0 or more')
    .max(100_000)
    .default(30),
});

const SCHEDULE_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** The interval of BACKUP_SCHEDULE in ms, null for `off`, undefined when it is not valid. */
function parseBackupSchedule(value: string): number | null | undefined {
  if (value === 'off') return null;
  if (value === 'hourly') return SCHEDULE_UNITS_MS.h;
  if (value === 'daily') return 24 * SCHEDULE_UNITS_MS.h;
  const match = /^(\d{1,6})\s*(s|m|h)$/.exec(value);
  if (!match) return undefined;
  const everyMs = Number(match[1]) * SCHEDULE_UNITS_MS[match[2] as keyof typeof SCHEDULE_UNITS_MS];
  return everyMs >= 10_000 ? everyMs : undefined;
}

/** The Stripe variables that go together (a partial set is refused). */
const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'STRIPE_PRICE_PREMIUM',
] as const;

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's signing secret (table payments, docs/table-payments.md). */
  connectWebhookSecret: string;
  premiumPriceId: string;
  /** Stripe Tax: automatic VAT on Checkout (STRIPE_TAX=true). */
  automaticTax: boolean;
  /** Tests only: the fake Stripe server's base URL. */
  apiBase?: string;
};

/** S3-compatible object storage for dish photos; absent: local disk under DATA_DIR/images. */
export type S3Config = {
  /** Absent for AWS itself (the SDK derives it from the region). */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public base of the bucket (a CDN): diner pages link there instead of through the app. */
  publicUrl?: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Canonical origin, without trailing slash, e.g. `https://ardoise.fr`. */
  publicUrl: string;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  /**
   * PostgreSQL as the tables' owner, for migrations and `npm run db:roles` (issue 41 §5); the
   * app then runs as DATABASE_URL's role, which owns no table. Absent: DATABASE_URL does both.
   */
  migrationDatabaseUrl?: string;
  /** Absent until `resolveAuthSecret` runs at boot. */
  authSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  marketingUrl: string;
  trustProxy: boolean;
  /** Lets GET /metrics answer other machines that send it as a bearer token (METRICS_TOKEN). */
  metricsToken?: string;
  /** Graceful shutdown (docs/deploy.md): readiness off, `drainMs`, close, all within `graceMs`. */
  shutdown: { drainMs: number; graceMs: number };
  logLevel: (typeof LOG_LEVELS)[number];
  /** Ad network for free menus' top slot; absent: the house advertisement for Ardoise. */
  adsClientId?: string;
  /** Diners' orders (docs/orders.md "Limits"). */
  orders: { perRestaurantPerMinute: number };
  /** Diner pages following one menu's "Épuisé" marks, per instance (STREAM_LIMITS.perMenu). */
  streamsPerMenu: number;
  /** Diners' views and events are counted (STATS_COUNTING, default on). */
  statsCounting: boolean;
  /** An OpenAI-compatible chat-completions endpoint; absent: local templates only. */
  ai?: { baseUrl: string; apiKey: string; model: string };
  /**
   * Stripe billing and table payments; absent: the local billing and payment modes (loopback
   * only, see docs/billing.md and docs/table-payments.md).
   */
  stripe?: StripeConfig;
  s3?: S3Config;
  /**
   * The payments journal's signing key (JOURNAL_SIGNING_KEY). Absent on localhost until
   * `resolveJournalKey` generates one into DATA_DIR; refused absent anywhere else.
   */
  journalSigningKey?: Buffer;
  /** Menu translation (docs/translations.md): DeepL when a key is set, else the AI, else dictionaries. */
  translation: {
    deepl?: { apiKey: string; serverUrl?: string };
    monthlyCharacters: number;
    retryBaseMs: number;
  };
  /**
   * Scheduled SQLite backups (docs/backups.md): every `everyMs` (null: off), keeping the newest
   * `keepHourly` backups and the newest of each of the last `keepDaily` days.
   */
  backup: { everyMs: number | null; keepHourly: number; keepDaily: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Parses an environment (defaults to `process.env`, after reading `.env` when present). */
export function loadConfig(env: Record<string, string | undefined> = readProcessEnv()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const aiSettings = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length;
  if (aiSettings !== 0 && aiSettings !== 3) {
    throw new ConfigError(['AI_BASE_URL, AI_API_KEY, AI_MODEL: set all three, or none']);
  }
  const stripe = stripeConfig(e);
  const s3 = parseS3(e);
  if (e.DEEPL_SERVER_URL && !e.DEEPL_API_KEY) {
    throw new ConfigError(['DEEPL_SERVER_URL: set DEEPL_API_KEY too (or neither)']);
  }
  if (e.SHUTDOWN_DRAIN_MS >= e.SHUTDOWN_GRACE_MS) {
    throw new ConfigError([
      'SHUTDOWN_DRAIN_MS: must be shorter than SHUTDOWN_GRACE_MS (the drain is part of the grace period)',
    ]);
  }
  const port = e.PORT;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!e.JOURNAL_SIGNING_KEY && !isLoopbackHost(new URL(publicUrl).hostname)) {
    throw new ConfigError([
      'JOURNAL_SIGNING_KEY: required when PUBLIC_URL is not localhost — the key that signs the payments journal (32 bytes or more, hex or base64, e.g. `openssl rand -base64 32`), the same on every instance, kept out of the database and never changed (docs/fiscal-journal.md)',
    ]);
  }
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'ardoise.sqlite') },
    migrationDatabaseUrl: e.DATABASE_URL ? e.DATABASE_MIGRATION_URL : undefined,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    marketingUrl: e.MARKETING_URL,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    adsClientId: e.ADS_CLIENT_ID,
    orders: { perRestaurantPerMinute: e.ORDERS_PER_RESTAURANT_PER_MINUTE },
    streamsPerMenu: e.STREAMS_PER_MENU,
    statsCounting: e.STATS_COUNTING === 'on',
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    stripe,
    s3,
    journalSigningKey: e.JOURNAL_SIGNING_KEY,
    translation: {
      deepl: e.DEEPL_API_KEY
        ? { apiKey: e.DEEPL_API_KEY, serverUrl: e.DEEPL_SERVER_URL }
        : undefined,
      monthlyCharacters: e.TRANSLATION_MONTHLY_CHARACTERS,
      retryBaseMs: e.TRANSLATION_RETRY_MS,
    },
    backup: {
      everyMs: e.BACKUP_SCHEDULE,
      keepHourly: e.BACKUP_KEEP_HOURLY,
      keepDaily: e.BACKUP_KEEP_DAILY,
    },
  };
}

/** `loadConfig` for a process entry: one line per problem on stderr, then exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
}

/** All or none: a partial set stops the process with one line per missing variable. */
function stripeConfig(e: z.infer<typeof EnvSchema>): StripeConfig | undefined {
  const missing = STRIPE_REQUIRED.filter((name) => !e[name]);
  const isAnySet = missing.length < STRIPE_REQUIRED.length || e.STRIPE_TAX || e.STRIPE_API_BASE;
  if (!isAnySet) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(
        (name) =>
          `${name}: required with the other Stripe settings (set ${STRIPE_REQUIRED.join(', ')} together, or none for the local billing and payment modes)`,
      ),
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET as string,
    premiumPriceId: e.STRIPE_PRICE_PREMIUM as string,
    automaticTax: e.STRIPE_TAX,
    apiBase: e.STRIPE_API_BASE,
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All four required S3_* variables, or none of them (nor any optional one). */
function parseS3(e: z.infer<typeof EnvSchema>): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  const anySet =
    missing.length < S3_REQUIRED.length ||
    Boolean(e.S3_ENDPOINT || e.S3_PUBLIC_URL || e.S3_FORCE_PATH_STYLE);
  if (!anySet) return undefined;
  if (missing.length > 0) {
    throw new ConfigError([
      `${missing.join(', ')}: S3 storage needs ${S3_REQUIRED.join(', ')} (set them all, or no S3_* variable)`,
    ]);
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/**
 * What a server process started by this one (tests, benchmarks) inherits: where to find
 * programs and the home directory, nothing of this process's own configuration.
 */
export function childProcessEnv(): { PATH: string; HOME: string } {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
}

function readProcessEnv(): Record<string, string | undefined> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

/** A key written in hex or base64 (standard or URL-safe), or null when it is neither. */
export function decodeKey(text: string): Buffer | null {
  if (/^(?:[0-9a-f]{2})+$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return Buffer.from(text, 'base64');
  return null;
}
