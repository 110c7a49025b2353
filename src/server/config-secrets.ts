import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, decodeKey } from './config';
import { isLoopbackHost } from './http/loopback';

/**
 * The secrets a server needs that the environment may leave out on localhost: generated once
 * and kept in DATA_DIR (mode 0600), so that the quick start needs no setup.
 */

/**
 * Returns the configured AUTH_SECRET or, so that the quick start needs no setup, one generated
 * once and kept in DATA_DIR. Several instances must share one secret: `warn` says so.
 */
export function resolveAuthSecret(config: Config, warn: (message: string) => void): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  warn(
    `AUTH_SECRET is not set: generated one and stored it in ${file}. ` +
      'Set AUTH_SECRET (the same value on every instance) in production.',
  );
  return secret;
}

const journalKeyFile = (config: Config) => path.join(config.dataDir, 'journal.key');

/**
 * The payments journal's signing key: JOURNAL_SIGNING_KEY or, on localhost only (development,
 * tests, demos), one generated once and kept in DATA_DIR/journal.key (mode 0600). loadConfig
 * already refused a public PUBLIC_URL without the variable.
 */
export function resolveJournalKey(config: Config, warn: (message: string) => void): Buffer {
  const existing = readJournalKey(config);
  if (existing) return existing;
  if (!isLoopbackHost(new URL(config.publicUrl).hostname)) {
    throw new ConfigError(['JOURNAL_SIGNING_KEY: required when PUBLIC_URL is not localhost']);
  }
  const file = journalKeyFile(config);
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process of this machine wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readJournalKey(config) as Buffer;
    throw error;
  }
  warn(
    `JOURNAL_SIGNING_KEY is not set: generated the payments journal's key into ${file}. ` +
      'Set JOURNAL_SIGNING_KEY in production (docs/fiscal-journal.md).',
  );
  return key;
}

/** The configured key, else the one kept in DATA_DIR/journal.key, else null (never writes). */
export function readJournalKey(config: Config): Buffer | null {
  if (config.journalSigningKey) return config.journalSigningKey;
  const file = journalKeyFile(config);
  if (!existsSync(file)) return null;
  const key = decodeKey(readFileSync(file, 'utf8').trim());
  if (!key || key.length < 32) throw new Error(`${file} does not hold a valid journal key`);
  return key;
}
