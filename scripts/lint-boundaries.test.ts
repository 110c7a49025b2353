import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** Lints a one-import probe file placed in `folder` and says whether the boundary rule fired. */
function isRefused(folder: string, specifier: string): boolean {
  const file = path.join(ROOT, folder, `boundary-probe-${randomUUID().slice(0, 8)}.ts`);
  writeFileSync(file, `import * as probe from '${specifier}';\n\nexport const value = probe;\n`);
  try {
    execFileSync(BIOME, ['lint', '--reporter=json', file], { cwd: ROOT, stdio: 'pipe' });
    return false;
  } catch (error) {
    const output = String((error as { stdout?: Buffer }).stdout ?? '');
    return output.includes('noRestrictedImports');
  } finally {
    rmSync(file, { force: true });
  }
}

// The folder boundaries of ARCHITECTURE.md §2, enforced by biome.json: this proves the rules
// fire (a typo in biome.json would otherwise silently allow everything).
describe('import boundaries (biome.json)', () => {
  it.each(['node:fs', 'react', 'lru-cache', '../../server/app'])(
    'src/domain refuses %s',
    (specifier) => {
      expect(isRefused('src/domain/menu', specifier)).toBe(true);
    },
  );

  it.each(['zod', './price'])('src/domain accepts %s', (specifier) => {
    expect(isRefused('src/domain/menu', specifier)).toBe(false);
  });

  it('browser code refuses src/server', () => {
    expect(isRefused('src/web/lib', '../../server/app')).toBe(true);
    expect(isRefused('src/diner', '../server/app')).toBe(true);
  });
});
