import { describe, expect, it } from 'vitest';
import {
  chooseTranslation,
  isReplaceableByMachine,
  type StoredTranslation,
  type TranslationOrigin,
} from './translation-precedence';

const stored = (origin: TranslationOrigin, isStale = false): StoredTranslation => ({
  text: `${origin} text`,
  origin,
  isStale,
});

describe('translation precedence: owner > document > machine > dictionary > French', () => {
  it('takes the first that has a text', () => {
    const dictionary = () => 'dictionary lookup';
    expect(chooseTranslation({ stored: stored('owner'), document: 'own', dictionary })).toEqual({
      text: 'owner text',
      source: 'owner',
    });
    expect(chooseTranslation({ stored: stored('machine'), document: 'own', dictionary })).toEqual({
      text: 'own',
      source: 'document',
    });
    expect(chooseTranslation({ stored: stored('machine'), document: ' ', dictionary })).toEqual({
      text: 'machine text',
      source: 'machine',
    });
    expect(chooseTranslation({ stored: stored('dictionary'), dictionary })).toEqual({
      text: 'dictionary text',
      source: 'dictionary',
    });
    expect(chooseTranslation({ dictionary })).toEqual({
      text: 'dictionary lookup',
      source: 'dictionary',
    });
    expect(chooseTranslation({ dictionary: () => null })).toBeNull();
  });

  it("shows the owner's text after its French changed, never a machine's or the dictionary's", () => {
    expect(chooseTranslation({ stored: stored('owner', true) })?.source).toBe('owner');
    expect(chooseTranslation({ stored: stored('machine', true) })).toBeNull();
    expect(
      chooseTranslation({ stored: stored('dictionary', true), dictionary: () => 'fresh' }),
    ).toEqual({ text: 'fresh', source: 'dictionary' });
  });

  it('looks the dictionary up only when nothing before it answers', () => {
    let lookups = 0;
    const dictionary = () => {
      lookups += 1;
      return 'x';
    };
    chooseTranslation({ stored: stored('machine'), dictionary });
    chooseTranslation({ document: 'own', dictionary });
    expect(lookups).toBe(0);
  });

  it("lets a machine replace anything but the owner's text", () => {
    expect(isReplaceableByMachine('owner')).toBe(false);
    expect(isReplaceableByMachine('machine')).toBe(true);
    expect(isReplaceableByMachine('dictionary')).toBe(true);
  });
});
