import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveAuthSecret } from './config-secrets';
import { configProblemsOf } from './testing/config-problems';

describe('loadConfig', () => {
  it('has working defaults: port 3000, SQLite in ./data, localhost public URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.resolve('data', 'ardoise.sqlite'),
    });
    expect(config.trustProxy).toBe(false);
    expect(config.marketingUrl).toBe('/');
  });

  it('selects PostgreSQL for postgres:// and postgresql:// URLs', () => {
    for (const url of ['postgres://u@h/db', 'postgresql://u@h:5432/db']) {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', url });
    }
  });

  it('treats empty variables as unset (a blank line in .env)', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ' }).database.dialect).toBe('sqlite');
  });

  it('names the variable in one line per problem', () => {
    expect(configProblemsOf({ DATABASE_URL: 'nonsense' })).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    ]);
    const problems = configProblemsOf({
      PORT: 'abc',
      PUBLIC_URL: 'http://ardoise.fr',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(3);
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_URL',
    ]);
  });

  it('accepts http only for localhost public URLs and drops the trailing slash', () => {
    const key = 'ab'.repeat(32);
    expect(
      loadConfig({ PUBLIC_URL: 'https://ardoise.fr/', JOURNAL_SIGNING_KEY: key }).publicUrl,
    ).toBe('https://ardoise.fr');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('requires a long enough AUTH_SECRET', () => {
    expect(configProblemsOf({ AUTH_SECRET: 'short' })).toEqual([
      'AUTH_SECRET: must be at least 32 characters long',
    ]);
  });
});

describe('loadConfig: Stripe billing', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_51abcDEF',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect456',
    STRIPE_PRICE_PREMIUM: 'price_1Premium',
  };

  it('is absent without any Stripe variable: the local billing mode', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_TAX: 'false', STRIPE_SECRET_KEY: '' }).stripe).toBeUndefined();
  });

  it('reads the four variables, STRIPE_TAX and the test-only API base', () => {
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: 'sk_test_51abcDEF',
      webhookSecret: 'whsec_abc123',
      connectWebhookSecret: 'whsec_connect456',
      premiumPriceId: 'price_1Premium',
      automaticTax: false,
      apiBase: undefined,
    });
    const taxed = loadConfig({
      ...stripe,
      STRIPE_TAX: 'true',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).stripe;
    expect(taxed?.automaticTax).toBe(true);
    expect(taxed?.apiBase).toBe('http://127.0.0.1:12111');
  });

  it('refuses a partial set with one line per missing variable', () => {
    const problems = configProblemsOf({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^STRIPE_WEBHOOK_SECRET: required with the other Stripe settings/);
    expect(problems[1]).toMatch(/^STRIPE_CONNECT_WEBHOOK_SECRET: required/);
    expect(problems[2]).toMatch(/^STRIPE_PRICE_PREMIUM: required/);
    expect(configProblemsOf({ STRIPE_TAX: 'true' }).map((line) => line.split(':')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'STRIPE_PRICE_PREMIUM',
    ]);
    // The three variables of billing alone, as set before table payments: the fourth is asked.
    const { STRIPE_CONNECT_WEBHOOK_SECRET: _, ...billingOnly } = stripe;
    expect(configProblemsOf(billingOnly)).toEqual([
      expect.stringMatching(/^STRIPE_CONNECT_WEBHOOK_SECRET: required with the other Stripe/),
    ]);
  });

  it('checks the shape of each value', () => {
    const problems = configProblemsOf({
      STRIPE_SECRET_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'connect',
      STRIPE_PRICE_PREMIUM: 'prod_123',
    });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      'STRIPE_PRICE_PREMIUM',
    ]);
  });
});

describe('resolveAuthSecret', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a secret once, stores it in DATA_DIR and warns', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const warnings: string[] = [];
    const first = resolveAuthSecret(config, (message) => warnings.push(message));
    const second = resolveAuthSecret(config, (message) => warnings.push(message));
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/AUTH_SECRET/);
  });

  it('uses the configured secret and writes nothing', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-config-'));
    const secret = 'x'.repeat(40);
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret });
    expect(resolveAuthSecret(config, () => {})).toBe(secret);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });
});

describe('optional vendors', () => {
  it('reads the AI endpoint only when complete, and validates the ad client id', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(
      loadConfig({ AI_BASE_URL: 'https://ai.example/v1', AI_API_KEY: 'k', AI_MODEL: 'm' }).ai,
    ).toEqual({ baseUrl: 'https://ai.example/v1', apiKey: 'k', model: 'm' });
    expect(configProblemsOf({ AI_API_KEY: 'k' })).toEqual([
      'AI_BASE_URL, AI_API_KEY, AI_MODEL: set all three, or none',
    ]);
    expect(loadConfig({ ADS_CLIENT_ID: 'ca-pub-1234567890123456' }).adsClientId).toBe(
      'ca-pub-1234567890123456',
    );
    expect(configProblemsOf({ ADS_CLIENT_ID: '"><script>' })[0]).toMatch(/^ADS_CLIENT_ID: /);
  });

  it('reads DeepL (DEEPL_API_KEY, optional DEEPL_SERVER_URL) and the translation cap', () => {
    expect(loadConfig({}).translation).toEqual({
      deepl: undefined,
      monthlyCharacters: 200_000,
      retryBaseMs: 2_000,
    });
    const config = loadConfig({
      DEEPL_API_KEY: 'key:fx',
      DEEPL_SERVER_URL: 'http://127.0.0.1:3002',
      TRANSLATION_MONTHLY_CHARACTERS: '50000',
    });
    expect(config.translation.deepl).toEqual({
      apiKey: 'key:fx',
      serverUrl: 'http://127.0.0.1:3002',
    });
    expect(config.translation.monthlyCharacters).toBe(50_000);
    expect(configProblemsOf({ DEEPL_API_KEY: 'k', DEEPL_SERVER_URL: 'ftp://x' })).toEqual([
      'DEEPL_SERVER_URL: must be an http(s) URL',
    ]);
    expect(configProblemsOf({ DEEPL_SERVER_URL: 'http://127.0.0.1:3002' })).toEqual([
      'DEEPL_SERVER_URL: set DEEPL_API_KEY too (or neither)',
    ]);
    expect(configProblemsOf({ TRANSLATION_MONTHLY_CHARACTERS: '-1' })[0]).toMatch(
      /^TRANSLATION_MONTHLY_CHARACTERS: /,
    );
  });
});
