import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { readJournalKey, resolveJournalKey } from './config-secrets';
import { configProblemsOf } from './testing/config-problems';

const KEY = randomBytes(32);

describe('JOURNAL_SIGNING_KEY (the payments journal’s key, docs/fiscal-journal.md)', () => {
  it('reads 32 bytes or more, in hex or base64', () => {
    expect(loadConfig({ JOURNAL_SIGNING_KEY: KEY.toString('hex') }).journalSigningKey).toEqual(KEY);
    expect(loadConfig({ JOURNAL_SIGNING_KEY: KEY.toString('base64') }).journalSigningKey).toEqual(
      KEY,
    );
    expect(
      loadConfig({ JOURNAL_SIGNING_KEY: randomBytes(48).toString('base64url') }).journalSigningKey,
    ).toHaveLength(48);
  });

  it('refuses a short or unreadable key in one line', () => {
    for (const value of [randomBytes(16).toString('hex'), 'not a key at all, with spaces!']) {
      expect(configProblemsOf({ JOURNAL_SIGNING_KEY: value })).toEqual([
        'JOURNAL_SIGNING_KEY: must be 32 bytes or more, written in hex (64+ characters) or base64 (44+ characters), e.g. the output of `openssl rand -base64 32`',
      ]);
    }
  });

  it('is required with a public PUBLIC_URL, optional on localhost', () => {
    const [problem] = configProblemsOf({ PUBLIC_URL: 'https://ardoise.fr' });
    expect(problem).toMatch(/^JOURNAL_SIGNING_KEY: required when PUBLIC_URL is not localhost/);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).journalSigningKey).toBeUndefined();
    expect(loadConfig({}).journalSigningKey).toBeUndefined();
  });
});

describe('resolveJournalKey', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a key once on localhost, in DATA_DIR/journal.key (0600), and warns', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(readJournalKey(config)).toBeNull();
    const warnings: string[] = [];
    const first = resolveJournalKey(config, (message) => warnings.push(message));
    const second = resolveJournalKey(config, (message) => warnings.push(message));
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
    expect(readJournalKey(config)).toEqual(first);
    const file = path.join(dataDir, 'journal.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/JOURNAL_SIGNING_KEY is not set/);
  });

  it('uses the configured key and writes nothing', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ardoise-config-'));
    const config = loadConfig({ DATA_DIR: dataDir, JOURNAL_SIGNING_KEY: KEY.toString('hex') });
    expect(resolveJournalKey(config, () => {})).toEqual(KEY);
    expect(existsSync(path.join(dataDir, 'journal.key'))).toBe(false);
  });
});
