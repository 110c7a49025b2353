import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md lists every event, the feature folders that emit it and those that
 * listen. This test reads the `emit`/`publish`/`on` calls in src/server and holds the table to
 * them: an event added without a row, or a row naming an emitter or listener that is not in
 * the code, fails here.
 */
const SERVER = path.resolve(import.meta.dirname, '..');
const DOC = path.resolve(SERVER, '..', '..', 'docs', 'architecture.md');
const START = '<!-- event-table:start -->';
const END = '<!-- event-table:end -->';

type Links = Map<string, { emitters: Set<string>; listeners: Set<string> }>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const linkOf = (links: Links, event: string) => {
  let link = links.get(event);
  if (!link) {
    link = { emitters: new Set(), listeners: new Set() };
    links.set(event, link);
  }
  return link;
};

/** What the code says: event → feature folders emitting it and listening to it. */
function linksInCode(): { links: Links; unreadable: string[] } {
  const links: Links = new Map();
  const unreadable: string[] = [];
  for (const file of sourceFiles(SERVER)) {
    const relative = path.relative(SERVER, file);
    const feature = relative.includes(path.sep) ? relative.split(path.sep)[0] : '(app)';
    if (feature === 'db' || relative === path.join('events', 'event-bus.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, event] of text.matchAll(/\b(?:emit|publish)\(\s*'([a-z]+(?:\.[a-z]+)+)'/g)) {
      linkOf(links, event as string).emitters.add(feature as string);
    }
    for (const [, event] of text.matchAll(/\bevents\.on\(\s*'([a-z]+(?:\.[a-z]+)+)'/g)) {
      linkOf(links, event as string).listeners.add(feature as string);
    }
    // A name this test cannot read would hide a link from the table.
    for (const match of text.matchAll(/\b(?:events\.on|emit|publish)\(\s*(?!')[^)\s]/g)) {
      unreadable.push(`${relative}: ${match[0]}`);
    }
  }
  return { links, unreadable };
}

/** The declared events: the keys of `AppEvents` in event-bus.ts. */
function declaredEvents(): string[] {
  const text = readFileSync(path.join(SERVER, 'events', 'event-bus.ts'), 'utf8');
  const block = text.slice(text.indexOf('export type AppEvents = {'));
  return [...block.slice(0, block.indexOf('\n};')).matchAll(/^ {2}'([a-z]+(?:\.[a-z]+)+)':/gm)].map(
    ([, event]) => event as string,
  );
}

/** What the page says: its rows, `| event | meaning | emitted by | heard by |`. */
function linksInDoc(): Links {
  const text = readFileSync(DOC, 'utf8');
  const table = text.slice(text.indexOf(START) + START.length, text.indexOf(END));
  const links: Links = new Map();
  const names = (cell: string) =>
    new Set(
      cell
        .split(',')
        .map((name) => name.replaceAll('`', '').trim())
        .filter(Boolean),
    );
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const event = cells[1]?.match(/^`([a-z]+(?:\.[a-z]+)+)`$/)?.[1];
    if (!event) continue;
    links.set(event, { emitters: names(cells[3] ?? ''), listeners: names(cells[4] ?? '') });
  }
  return links;
}

const sorted = (links: Links) =>
  Object.fromEntries(
    [...links.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([event, { emitters, listeners }]) => [
        event,
        { emitters: [...emitters].sort(), listeners: [...listeners].sort() },
      ]),
  );

describe('the event table in docs/architecture.md', () => {
  it('is there, between its markers', () => {
    const text = readFileSync(DOC, 'utf8');
    expect(text.indexOf(START)).toBeGreaterThan(-1);
    expect(text.indexOf(END)).toBeGreaterThan(text.indexOf(START));
  });

  it('names every event the code emits or hears, with exactly its emitters and listeners', () => {
    const { links, unreadable } = linksInCode();
    expect(unreadable).toEqual([]);
    expect(sorted(linksInDoc())).toEqual(sorted(links));
  });

  it('has a row for every declared event, and no other', () => {
    expect([...linksInDoc().keys()].sort()).toEqual(declaredEvents().sort());
  });
});

describe('opening a transaction', () => {
  it('goes through the event bus only (events.transaction), never db.transaction() elsewhere', () => {
    const openers = sourceFiles(SERVER)
      .filter((file) => /\.transaction\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER, file));
    expect(openers).toEqual([path.join('events', 'event-bus.ts')]);
  });
});
