import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

type Probe = { file: string; source: string };

/**
 * Every probe file of this test, linted by one Biome run (beforeAll) rather than one run per
 * probe: Biome starts in about 70 ms, its check of 50 files takes as long as one.
 */
const probes: Probe[] = [];
let diagnosticsByFile: Map<string, string[]> | undefined;

/** A probe file to place in `folder` with `source`; linted with the others before the tests. */
function probe(folder: string, source: string, suffix = '.ts'): Probe {
  const file = path.join(folder, `boundary-probe-${randomUUID().slice(0, 8)}${suffix}`);
  const created = { file, source };
  probes.push(created);
  return created;
}

beforeAll(() => {
  for (const { file, source } of probes) writeFileSync(path.join(ROOT, file), source);
  let output: string;
  try {
    output = execFileSync(
      BIOME,
      ['lint', '--reporter=json', '--max-diagnostics=1000', ...probes.map(({ file }) => file)],
      { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' },
    );
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  } finally {
    for (const { file } of probes) rmSync(path.join(ROOT, file), { force: true });
  }
  const report = JSON.parse(output) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  diagnosticsByFile = new Map();
  for (const { category, message, location } of report.diagnostics) {
    const list = diagnosticsByFile.get(location.path) ?? [];
    list.push(`${category}: ${message}`);
    diagnosticsByFile.set(location.path, list);
  }
});

/** The rules that fired on a probe (category and message of each), '' when none did. */
function firedRules(linted: Probe): string {
  if (!diagnosticsByFile) throw new Error('probes are linted in beforeAll');
  return (diagnosticsByFile.get(linted.file) ?? []).join('\n');
}

/** A one-import probe file placed in `folder`: whether the boundary rule fired, once linted. */
function importProbe(folder: string, specifier: string, suffix?: string) {
  const source = `import * as probe from '${specifier}';\n\nexport const value = probe;\n`;
  const linted = probe(folder, source, suffix);
  return () => firedRules(linted).includes('noRestrictedImports');
}

// The folder boundaries of ARCHITECTURE.md §2, enforced by biome.json: this proves the rules
// fire (a typo in biome.json would otherwise silently allow everything). Probes are made while
// the tests are collected and linted together before they run.
describe('import boundaries (biome.json)', () => {
  const refusedInDomain = ['node:fs', 'react', 'lru-cache', '../../server/app'].map(
    (specifier) => [specifier, importProbe('src/domain/menu', specifier)] as const,
  );
  it.each(refusedInDomain)('src/domain refuses %s', (_specifier, isRefused) => {
    expect(isRefused()).toBe(true);
  });

  const acceptedInDomain = ['zod', './price'].map(
    (specifier) => [specifier, importProbe('src/domain/menu', specifier)] as const,
  );
  it.each(acceptedInDomain)('src/domain accepts %s', (_specifier, isRefused) => {
    expect(isRefused()).toBe(false);
  });

  const webToServer = importProbe('src/web/lib', '../../server/app');
  const dinerToServer = importProbe('src/diner', '../server/app');
  it('browser code refuses src/server', () => {
    expect(webToServer()).toBe(true);
    expect(dinerToServer()).toBe(true);
  });

  const zodInDinerClient = importProbe('src/diner/client', 'zod');
  const zodInDinerComponents = importProbe('src/diner/components', 'zod');
  const zodInWeb = importProbe('src/web/lib', 'zod');
  it('the diner refuses zod, everywhere in src/diner', () => {
    expect(zodInDinerClient()).toBe(true);
    expect(zodInDinerComponents()).toBe(true);
    expect(zodInWeb()).toBe(false);
  });

  // The script a diner's phone downloads (src/diner/client and the model it bundles) imports
  // the pure rules of src/domain; a schema would bring zod in with it. Types are free.
  const orders = '../../../domain/orders';
  const cartProbe = (statement: string) => {
    const linted = probe('src/diner/client/cart', `${statement}\n\nexport type Value = unknown;\n`);
    return () => firedRules(linted).includes('noRestrictedImports');
  };
  const rules = cartProbe(`import { ORDER_LIMITS } from '${orders}/order-rules';`);
  const schema = cartProbe(`import { PlaceOrderSchema } from '${orders}/order-schema';`);
  const schemaType = cartProbe(`import type { PlacedOrder } from '${orders}/order-schema';`);
  it('the diner script imports pure rules and types, not schemas', () => {
    expect(rules()).toBe(false);
    expect(schema()).toBe(true);
    expect(schemaType()).toBe(false);
  });
});

// Sealed feature folders (ARCHITECTURE.md §2, issue 22 §1): a feature reads what it shares with
// others from src/server/owner-state; no feature imports another one or its repository.
describe('sealed feature folders (biome.json)', () => {
  const repositories = [
    importProbe('src/server/orders', '../menus/menu-repository'),
    importProbe('src/server/orders', '../menus/menu-repository', '.test.ts'),
    importProbe('src/server/orders/testing', '../../menus/menu-repository'),
    importProbe('src/server/api', '../plans/plan-repository'),
  ];
  it("a feature refuses another feature's repository, in its code and in its tests", () => {
    expect(repositories.map((isRefused) => isRefused())).toEqual([true, true, true, true]);
  });

  const features = [
    importProbe('src/server/plans', '../menus/menu-service'),
    importProbe('src/server/menus', '../plans/plan-service'),
    importProbe('src/server/payments', '../billing/billing-service'),
    importProbe('src/server/billing', '../payments/connect-gateway'),
    importProbe('src/server/public-pages/testing', '../../translation/translation-queue'),
  ];
  it('a feature refuses another feature, whatever the module', () => {
    expect(features.map((isRefused) => isRefused())).toEqual([true, true, true, true, true]);
  });

  const layers = [
    [importProbe('src/server/owner-state', '../menus/menu-service'), true],
    [importProbe('src/server/http', '../mail/mailer'), false],
    [importProbe('src/server/http', '../orders/order-service'), true],
    [importProbe('src/server/stripe', '../payments/connect-gateway'), true],
    [importProbe('src/server/fiscal-journal', '../orders/order-service'), true],
  ] as const;
  it('the shared layers below refuse the features', () => {
    expect(layers.map(([isRefused]) => isRefused())).toEqual(layers.map(([, refused]) => refused));
  });

  const accepted = [
    ['src/server/menus', './menu-repository'],
    ['src/server/orders/testing', '../order-repository'],
    ['src/server/orders', '../owner-state/public-reads'],
    ['src/server/billing', '../mail/mailer'],
    ['src/server/payments', '../stripe/stripe-sdk'],
    ['src/server/translation', '../events/event-bus'],
    ['src/server/orders', '../fiscal-journal/fiscal-journal'],
  ].map(
    ([folder = '', specifier = '']) => [folder, specifier, importProbe(folder, specifier)] as const,
  );
  it.each(accepted)('%s accepts %s', (_folder, _specifier, isRefused) => {
    expect(isRefused()).toBe(false);
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
  const source = (comparison: string) =>
    `declare const plan: string;\ndeclare const account: { plan: string };\nexport const value = ${comparison};\n`;
  const comparisons = [
    "plan === 'premium'",
    "'free' !== plan",
    'plan == "free"',
    'account.plan === `premium`',
  ].map((comparison) => [comparison, probe('src/web/lib', source(comparison))] as const);

  it.each(comparisons)('src/web refuses %s', (_comparison, linted) => {
    expect(firedRules(linted)).toContain(PLAN_RULE);
  });

  const inServer = probe('src/server/menus', source("plan === 'free'"));
  const inPlans = probe('src/domain/plans', source("plan === 'free'"));
  it('the server refuses it too, and src/domain/plans may compare', () => {
    expect(firedRules(inServer)).toContain(PLAN_RULE);
    expect(firedRules(inPlans)).not.toContain(PLAN_RULE);
  });

  const other = probe('src/web/lib', source("plan === 'other'"));
  it('other comparisons pass', () => {
    expect(firedRules(other)).toBe('');
  });
});
