import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/**
 * Lints a one-import probe file placed in `folder` and says whether the boundary rule fired.
 * `name`: import that one name (`import { name }`, or `import type { name }` with `isType`).
 */
function isRefused(
  folder: string,
  specifier: string,
  { name, isType = false }: { name?: string; isType?: boolean } = {},
): boolean {
  const file = path.join(ROOT, folder, `boundary-probe-${randomUUID().slice(0, 8)}.ts`);
  const source = !name
    ? `import * as probe from '${specifier}';\n\nexport const value = probe;\n`
    : isType
      ? `import type { ${name} } from '${specifier}';\n\nexport type Value = ${name};\n`
      : `import { ${name} } from '${specifier}';\n\nexport const value = ${name};\n`;
  writeFileSync(file, source);
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

  it('the diner refuses zod, everywhere in src/diner', () => {
    expect(isRefused('src/diner/client', 'zod')).toBe(true);
    expect(isRefused('src/diner/components', 'zod')).toBe(true);
    expect(isRefused('src/web/lib', 'zod')).toBe(false);
  });

  // The script a diner's phone downloads (src/diner/client and the model it bundles) imports
  // the pure rules of src/domain; a schema would bring zod in with it. Types are free.
  it('the diner script imports pure rules and types, not schemas', () => {
    const orders = '../../../domain/orders';
    const script = 'src/diner/client/cart';
    expect(isRefused(script, `${orders}/order-rules`, { name: 'ORDER_LIMITS' })).toBe(false);
    expect(isRefused(script, `${orders}/order-schema`, { name: 'PlaceOrderSchema' })).toBe(true);
    expect(isRefused(script, `${orders}/order-schema`, { name: 'PlacedOrder', isType: true })).toBe(
      false,
    );
  });
});
