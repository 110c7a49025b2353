import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** Lints `source` as a probe file placed in `folder`; the rules that fired, by name. */
function firedRules(folder: string, source: string, suffix = '.ts'): string {
  const file = path.join(ROOT, folder, `boundary-probe-${randomUUID().slice(0, 8)}${suffix}`);
  writeFileSync(file, source);
  try {
    execFileSync(BIOME, ['lint', '--reporter=json', file], { cwd: ROOT, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? '');
  } finally {
    rmSync(file, { force: true });
  }
}

/** Lints a one-import probe file placed in `folder` and says whether the boundary rule fired. */
function isRefused(folder: string, specifier: string, suffix?: string): boolean {
  const source = `import * as probe from '${specifier}';\n\nexport const value = probe;\n`;
  return firedRules(folder, source, suffix).includes('noRestrictedImports');
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
    const refuses = (statement: string) =>
      firedRules(
        'src/diner/client/cart',
        `${statement}\n\nexport type Value = unknown;\n`,
      ).includes('noRestrictedImports');
    expect(refuses(`import { ORDER_LIMITS } from '${orders}/order-rules';`)).toBe(false);
    expect(refuses(`import { PlaceOrderSchema } from '${orders}/order-schema';`)).toBe(true);
    expect(refuses(`import type { PlacedOrder } from '${orders}/order-schema';`)).toBe(false);
  });
});

// Sealed feature folders (ARCHITECTURE.md §2, issue 22 §1): a feature reads what it shares with
// others from src/server/owner-state; no feature imports another one or its repository.
describe('sealed feature folders (biome.json)', () => {
  it("a feature refuses another feature's repository, in its code and in its tests", () => {
    expect(isRefused('src/server/orders', '../menus/menu-repository')).toBe(true);
    expect(isRefused('src/server/orders', '../menus/menu-repository', '.test.ts')).toBe(true);
    expect(isRefused('src/server/orders/testing', '../../menus/menu-repository')).toBe(true);
    expect(isRefused('src/server/api', '../plans/plan-repository')).toBe(true);
  });

  it('a feature refuses another feature, whatever the module', () => {
    expect(isRefused('src/server/plans', '../menus/menu-service')).toBe(true);
    expect(isRefused('src/server/menus', '../plans/plan-service')).toBe(true);
    expect(isRefused('src/server/payments', '../billing/billing-service')).toBe(true);
    expect(isRefused('src/server/billing', '../payments/connect-gateway')).toBe(true);
    expect(
      isRefused('src/server/public-pages/testing', '../../translation/translation-queue'),
    ).toBe(true);
  });

  it('the shared layers below refuse the features', () => {
    expect(isRefused('src/server/owner-state', '../menus/menu-service')).toBe(true);
    expect(isRefused('src/server/http', '../mail/mailer')).toBe(false);
    expect(isRefused('src/server/http', '../orders/order-service')).toBe(true);
    expect(isRefused('src/server/stripe', '../payments/connect-gateway')).toBe(true);
    expect(isRefused('src/server/fiscal-journal', '../orders/order-service')).toBe(true);
  });

  it.each([
    ['src/server/menus', './menu-repository'],
    ['src/server/orders/testing', '../order-repository'],
    ['src/server/orders', '../owner-state/public-reads'],
    ['src/server/billing', '../mail/mailer'],
    ['src/server/payments', '../stripe/stripe-sdk'],
    ['src/server/translation', '../events/event-bus'],
    ['src/server/orders', '../fiscal-journal/fiscal-journal'],
  ])('%s accepts %s', (folder, specifier) => {
    expect(isRefused(folder, specifier)).toBe(false);
  });

  it('every folder of src/server is placed: a feature or a shared layer (sealed), or composition', () => {
    const config = readFileSync(path.join(ROOT, 'biome.json'), 'utf8');
    const sealed = new Set(
      [...config.matchAll(/"src\/server\/([a-z-]+)\/\*\*"/g)].map((match) => match[1]),
    );
    // These compose the features (routes, operator commands, test harness, the owner app's shell).
    const composition = ['api', 'admin', 'spa', 'testing'];
    const folders = readdirSync(path.join(ROOT, 'src', 'server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !sealed.has(name) && !composition.includes(name))).toEqual([]);
  });
});

// Plan rights (ARCHITECTURE.md §3.12, issue 22 §4): entitlements, never plan names.
describe('plan names are compared only in src/domain/plans (lint/plan-name-comparison.grit)', () => {
  /** The plugin's diagnostics carry its message, not its name. */
  const PLAN_RULE = 'never by comparing plan names';
  const comparisons = [
    "plan === 'premium'",
    "'free' !== plan",
    'plan == "free"',
    'account.plan === `premium`',
  ];
  const probe = (comparison: string) =>
    `declare const plan: string;\ndeclare const account: { plan: string };\nexport const value = ${comparison};\n`;

  it.each(comparisons)('src/web refuses %s', (comparison) => {
    expect(firedRules('src/web/lib', probe(comparison))).toContain(PLAN_RULE);
  });

  it('the server refuses it too, and src/domain/plans may compare', () => {
    expect(firedRules('src/server/menus', probe("plan === 'free'"))).toContain(PLAN_RULE);
    expect(firedRules('src/domain/plans', probe("plan === 'free'"))).not.toContain(PLAN_RULE);
  });

  it('other comparisons pass', () => {
    expect(firedRules('src/web/lib', probe("plan === 'other'"))).toBe('');
  });
});
