import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR } from './e2e-data-dir';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** `npm run admin -- plan <email> <plan>` on the e2e server's database. */
export function setPlan(email: string, plan: 'free' | 'premium') {
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'node'),
    ['--import', 'tsx', 'src/server/admin/admin-cli.ts', 'plan', email, plan],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'production' },
      stdio: 'pipe',
    },
  );
}
