/**
 * `npm run bench:import` (issue 25 §4): reads every corpus menu as text, PDF, photo and CSV
 * through the real reader (extractSource) and parser, and prints per source kind the share of
 * dishes found, names exact, prices exact and categories right, the time per menu, and
 * PASS/FAIL against the targets. `--kinds=text,pdf` limits the kinds; `--limit=5` the menus.
 */
import { performance } from 'node:perf_hooks';
import type { ParsedMenu } from '../src/domain/menu-import/import-result';
import { parseMenuText } from '../src/domain/menu-import/parse-menu-text';
import { guessColumnMapping, rowsToDraft } from '../src/domain/menu-import/rows-to-draft';
import { extractSource } from '../src/server/imports/extract/extract-source';
import { type CorpusMenu, dishCount, loadCorpus } from './import-corpus/corpus';
import { menuCsv, menuPdf, menuPhoto } from './import-corpus/derive';
import { addScores, emptyScore, type Score, scoreDraft, share } from './import-corpus/score';

const KINDS = ['text', 'pdf', 'photo', 'csv'] as const;
type Kind = (typeof KINDS)[number];

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const kinds = (argument('kinds')?.split(',') ?? KINDS) as Kind[];
const limit = Number(argument('limit') ?? Number.POSITIVE_INFINITY);
const verbose = process.argv.includes('--verbose');

async function sourceOf(kind: Kind, menu: CorpusMenu, index: number) {
  if (kind === 'text') return { bytes: Buffer.from(menu.text), filename: 'menu.txt' };
  if (kind === 'pdf') return { bytes: await menuPdf(menu), filename: 'menu.pdf' };
  if (kind === 'photo') return { bytes: await menuPhoto(menu, index), filename: 'menu.jpg' };
  return { bytes: menuCsv(menu, index), filename: 'menu.csv' };
}

async function read(
  kind: Kind,
  menu: CorpusMenu,
  index: number,
): Promise<{ parsed: ParsedMenu; ms: number }> {
  const input = await sourceOf(kind, menu, index);
  const started = performance.now();
  const source = await extractSource(input);
  let parsed: ParsedMenu;
  if ('rows' in source) {
    const mapping = guessColumnMapping(source.rows);
    if (!mapping) throw new Error(`${menu.id}: no column mapping`);
    parsed = rowsToDraft(source.rows, mapping);
  } else {
    parsed = parseMenuText(source.text);
  }
  return { parsed, ms: performance.now() - started };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const TARGETS: Partial<Record<Kind, { prices: number; names?: number; ms: number }>> = {
  text: { prices: 0.98, names: 0.95, ms: 2000 },
  pdf: { prices: 0.98, names: 0.95, ms: 2000 },
  photo: { prices: 0.9, ms: 15_000 },
};

const corpus = loadCorpus().slice(0, limit);
console.log(
  `Corpus: ${corpus.length} menus, ${corpus.reduce((n, m) => n + dishCount(m.expected), 0)} dishes\n`,
);
const verdicts: string[] = [];
for (const kind of kinds) {
  let total: Score = emptyScore();
  const times: number[] = [];
  let largest = { ms: 0, dishes: 0, id: '' };
  for (const [index, menu] of corpus.entries()) {
    try {
      const { parsed, ms } = await read(kind, menu, index);
      const score = scoreDraft(menu.expected, parsed.draft);
      total = addScores(total, score);
      times.push(ms);
      const dishes = dishCount(menu.expected);
      if (dishes > largest.dishes) largest = { ms, dishes, id: menu.id };
      if (verbose || score.pricesExact < score.dishes) {
        console.log(
          `  ${kind} ${menu.id}: ${score.found}/${score.dishes} found, ${score.namesExact} names, ${score.pricesExact} prices, ${score.categoriesRight} categories, ${ms.toFixed(0)} ms`,
        );
      }
    } catch (error) {
      total = addScores(total, { ...emptyScore(), dishes: dishCount(menu.expected) });
      console.log(`  ${kind} ${menu.id}: FAILED ${(error as Error).message}`);
    }
  }
  const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
  const max = Math.max(0, ...times);
  console.log(
    `${kind.padEnd(6)} found ${percent(share(total.found, total.dishes))} · names exact ${percent(share(total.namesExact, total.dishes))} · prices exact ${percent(share(total.pricesExact, total.dishes))} · categories right ${percent(share(total.categoriesRight, total.dishes))} · ${mean.toFixed(0)} ms per menu (max ${max.toFixed(0)} ms; ${largest.dishes} dishes: ${largest.ms.toFixed(0)} ms)`,
  );
  const target = TARGETS[kind];
  if (!target) continue;
  const check = (label: string, ok: boolean) =>
    verdicts.push(`${ok ? 'PASS' : 'FAIL'}  ${kind}: ${label}`);
  check(
    `prices exact ≥ ${percent(target.prices)}`,
    share(total.pricesExact, total.dishes) >= target.prices,
  );
  if (target.names)
    check(
      `names exact ≥ ${percent(target.names)}`,
      share(total.namesExact, total.dishes) >= target.names,
    );
  if (kind === 'pdf')
    check(
      `${largest.dishes}-dish PDF ≤ 2 s (${largest.ms.toFixed(0)} ms)`,
      largest.ms <= target.ms,
    );
  if (kind === 'photo') check(`a photo ≤ 15 s (max ${max.toFixed(0)} ms)`, max <= target.ms);
}
console.log(`\n${verdicts.join('\n')}`);
