// `npm run bench:web`: a production build of the owner app, then the compressed JavaScript each
// route downloads before it is usable (entry + the route's lazy chunks + their static imports).
// Plain Node (type stripping). `--no-build` measures the existing dist/web; `--packages` prints
// what each library costs on each route instead (bench-web-packages.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BUDGETS, kb, measureRoutes } from './bench-web-lib.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

if (process.argv.includes('--packages')) {
  await import('./bench-web-packages.ts');
  process.exit(0);
}

if (!process.argv.includes('--no-build')) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const rows = measureRoutes();
console.log('route        files     raw      gzip     brotli   budget (brotli)');
let isOver = false;
for (const row of rows) {
  const budget = BUDGETS[row.route];
  const over = budget !== undefined && row.brotli > budget;
  isOver ||= over;
  console.log(
    [
      row.route.padEnd(12),
      String(row.files.length).padStart(5),
      kb(row.raw).padStart(9),
      kb(row.gzip).padStart(9),
      kb(row.brotli).padStart(9),
      budget === undefined ? '' : `  ${kb(budget)}${over ? '  OVER' : ''}`,
    ].join(' '),
  );
}
process.exit(isOver ? 1 : 0);
