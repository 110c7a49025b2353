import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMenuText } from '../../../domain/menu-import/parse-menu-text';
import { extractSource } from './extract-source';
import { runOcrInTurn } from './ocr-queue';

// A slate (white on dark), turned and grainy, made from tests/fixtures/menu-corpus/ardoise-du-jour.
const SLATE = readFileSync(
  join(import.meta.dirname, '../../../../tests/fixtures/menu-photos/ardoise-du-jour.jpg'),
);

describe('photo OCR (offline, French model from npm)', () => {
  it('reads a slate photo into a menu, reporting progress', async () => {
    const progress: number[] = [];
    const source = await extractSource(
      { bytes: SLATE, filename: 'ardoise.jpg' },
      { onProgress: (share) => progress.push(share) },
    );
    expect(source.kind).toBe('photo');
    const { draft } = parseMenuText('text' in source ? source.text : '');
    const dishes = draft.categories.flatMap((category) => category.items);
    expect(dishes.map((dish) => [dish.name, dish.price])).toEqual(
      expect.arrayContaining([
        ['Velouté de butternut', '7.00'],
        ['Bavette, frites maison', '17.00'],
        ['Fondant au chocolat', '7.00'],
      ]),
    );
    expect(progress.at(-1)).toBe(1);
    expect(
      progress.every((share, index) => index === 0 || share >= (progress[index - 1] ?? 0)),
    ).toBe(true);
  }, 180_000);
});

describe('the OCR queue', () => {
  it('runs one job at a time, in order, and skips a job aborted while waiting', async () => {
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`end ${name}`);
      return name;
    };
    const controller = new AbortController();
    const first = runOcrInTurn(job('a'));
    const second = runOcrInTurn(job('b'), controller.signal);
    const third = runOcrInTurn(job('c'));
    controller.abort(new Error('gone'));
    expect(await first).toBe('a');
    await expect(second).rejects.toThrow('gone');
    expect(await third).toBe('c');
    expect(events).toEqual(['start a', 'end a', 'start c', 'end c']);
  });
});
