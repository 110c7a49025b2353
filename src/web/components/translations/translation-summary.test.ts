import { describe, expect, it } from 'vitest';
import type { TranslationItem, TranslationList } from '../../lib/api';
import { summarizeTranslations } from './translation-summary';

const item = (overrides: Partial<TranslationItem>): TranslationItem => ({
  key: `item:${Math.random()}:name`,
  source: 'Velouté',
  text: '',
  origin: 'machine',
  stale: false,
  ...overrides,
});

const list = (items: TranslationItem[], overrides: Partial<TranslationList> = {}) => ({
  items,
  pending: 0,
  notice: null,
  machine: null,
  ...overrides,
});

describe('summarizeTranslations', () => {
  it('without a translation service, counts the dictionary’s texts and says who translates the rest', () => {
    const items = [
      item({ text: 'Desserts', origin: 'dictionary' }),
      item({ text: '' }),
      item({ text: '' }),
    ];
    expect(summarizeTranslations(list(items))).toBe(
      '1 sur 3 textes traduits · 2 textes restent en français : à vous de les traduire',
    );
  });

  it('never says "à jour" while a text is still French or an owner text must be reviewed', () => {
    const items = [item({ text: 'Soup', origin: 'owner', stale: true }), item({ text: 'Beef' })];
    expect(summarizeTranslations(list(items, { machine: 'deepl' }))).toBe(
      '2 sur 2 textes traduits · 1 à revoir',
    );
    const stale = [item({ text: 'Old soup', stale: true })];
    expect(summarizeTranslations(list(stale, { machine: 'deepl' }))).toBe(
      '0 sur 1 texte traduit · 1 texte reste en français',
    );
  });

  it('says "tout est à jour" only when every text is translated', () => {
    const items = [item({ text: 'Soup' }), item({ text: 'Beef', origin: 'owner' })];
    expect(summarizeTranslations(list(items, { machine: 'ai' }))).toBe(
      '2 sur 2 textes traduits · tout est à jour',
    );
  });

  it('shows progress while the service works', () => {
    expect(summarizeTranslations(list([item({})], { pending: 1, machine: 'deepl' }))).toBe(
      'Traduction en cours : 1 texte en attente…',
    );
  });
});
