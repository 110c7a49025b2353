// The production server on a fresh SQLite database, for Playwright. Its environment is known
// to the fixtures (e2e-env.ts), which create owners and sessions in the same database.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded } from '../../../scripts/web-build.ts';
import {
  translateCategoryName,
  translateDishName,
} from '../../../src/domain/i18n/diner/translate.ts';
import type { Language } from '../../../src/domain/i18n/languages.ts';
import { startFakeDeepL } from '../../../src/server/testing/fake-deepl.ts';
import { E2E_DATA_DIR, e2eServerEnv } from './e2e-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
buildWebIfNeeded();
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
// Machine translation through the real deepl-node client, answered by a local fake DeepL
// ("[EN-GB] Frites maison"): translations.spec.ts reads those on the diner pages.
const deepl = await startFakeDeepL();
// Like a real translator, it knows the classics ("Bœuf bourguignon" → "Beef bourguignon", what
// the dictionaries say): the other specs read those names on English pages.
const TARGETS: Record<string, Language> = { 'EN-GB': 'en', ES: 'es', 'ZH-HANS': 'zh', IT: 'it' };
for (const [target, lang] of Object.entries(TARGETS)) {
  deepl.answers[target] = new Proxy({} as Record<string, string>, {
    get: (_answers, text) => {
      if (typeof text !== 'string') return undefined;
      for (const known of [
        translateDishName({ name: text }, lang),
        translateCategoryName({ name: text }, lang),
      ]) {
        if (known.lang === lang) return known.text;
      }
      return undefined;
    },
  });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...e2eServerEnv(), DEEPL_API_KEY: 'e2e-key:fx', DEEPL_SERVER_URL: deepl.baseUrl },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void deepl.close();
  process.exit(code ?? 0);
});
