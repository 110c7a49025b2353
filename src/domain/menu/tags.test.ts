import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { DishSchema } from './menu-schema';
import { TAG_MESSAGES } from './tag-schema';
import { DISH_TAGS, matchesDiet, TAG_ICONS, TAG_NAMES } from './tags';

const dish = { id: '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b', name: 'Ratatouille', price: '14' };
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('dish tags', () => {
  it('are the fixed list, stored in its order', () => {
    expect(DishSchema.parse({ ...dish, tags: ['vegan', 'fait-maison'] }).tags).toEqual([
      'fait-maison',
      'vegan',
    ]);
    expect(DishSchema.parse(dish).tags).toBeUndefined();
  });

  it('refuses unknown and repeated tags in French', () => {
    expect(messages(DishSchema.safeParse({ ...dish, tags: ['bio'] }))).toEqual([
      TAG_MESSAGES.unknown('bio'),
    ]);
    expect(messages(DishSchema.safeParse({ ...dish, tags: ['epice', 'epice'] }))).toEqual([
      TAG_MESSAGES.duplicate,
    ]);
    expect(messages(DishSchema.safeParse({ ...dish, tags: 'vegan' }))).toEqual([
      TAG_MESSAGES.invalid,
    ]);
  });

  it('have a name in the five languages and an icon', () => {
    for (const tag of DISH_TAGS) {
      for (const lang of LANGUAGES) expect(TAG_NAMES[tag][lang].trim()).not.toBe('');
      expect(TAG_ICONS[tag].length).toBeGreaterThan(0);
    }
    expect(TAG_NAMES['fait-maison'].fr).toBe('Fait maison');
  });

  it('filter by diet: a vegan dish is vegetarian too', () => {
    expect(matchesDiet(['vegan'], 'vegetarien')).toBe(true);
    expect(matchesDiet(['vegetarien'], 'vegan')).toBe(false);
    expect(matchesDiet(['sans-gluten'], 'vegetarien')).toBe(false);
    expect(matchesDiet([], null)).toBe(true);
  });
});
