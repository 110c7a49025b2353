import { DISH_TAGS, type DishTag } from '../menu/tags';

/**
 * Tags written on a menu (issue 25 §2): "fait maison", "végétarien", "(V)", "sans gluten"…,
 * mapped to DISH_TAGS and taken out of the dish's name or description.
 */
// Word edges that know accented letters (`\b` does not: "épicé").
const word = (source: string) =>
  new RegExp(`\\(?\\s*(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])\\s*!?\\s*\\)?`, 'giu');

const TAG_PATTERNS: readonly [DishTag, RegExp][] = [
  ['fait-maison', word('fait[- ]maison|home[- ]?made')],
  ['vegan', word('vegan|v[ée]g[ée]talien(?:ne)?|\\(vg\\)')],
  ['vegetarien', word('v[ée]g[ée]tarien(?:ne)?|veggie|\\(v\\)')],
  ['sans-gluten', word('sans gluten|\\(sg\\)|gluten[- ]free')],
  ['epice', word('[ée]pic[ée]e?|piment[ée]e?|🌶️?')],
  ['nouveau', word('nouveau(?:t[ée])?')],
  [
    'suggestion-du-chef',
    word(
      'suggestion du chef|le choix du chef|coup de c(?:œ|oe)ur du chef|recommand[ée] par le chef',
    ),
  ],
];

const tidy = (text: string) =>
  text
    .replace(/\(\s*\)/gu, '')
    .replace(/\s*[,·•-]\s*(?=[,·•]|$)/gu, '')
    .replace(/^\s*[,·•–—-]\s*/u, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();

// Always a mark, wherever it stands ("Lasagnes fait maison"): never part of a dish's name.
const MARKS: ReadonlySet<DishTag> = new Set(['fait-maison', 'suggestion-du-chef', 'nouveau']);
// A diet word is a mark when set apart: "(V)", "(vegan)", ", épicé", "– végétarien".
const SET_APART = /(?:^|[,;·•–—-]\s*)$/u;

/**
 * The tags found in `text`, and the text without their marks. In a name (`inName`), a diet word
 * that is part of it ("Salade végétarienne", "Burrito veggie") gives its tag and stays.
 */
export function takeTags(text: string, inName = true): { text: string; tags: DishTag[] } {
  const tags: DishTag[] = [];
  let rest = text;
  for (const [tag, pattern] of TAG_PATTERNS) {
    let found = false;
    const stripped = tidy(
      rest.replace(pattern, (match, offset: number, whole: string) => {
        found = true;
        const apart = match.trimStart().startsWith('(') || SET_APART.test(whole.slice(0, offset));
        return !inName || MARKS.has(tag) || apart ? ' ' : match;
      }),
    );
    if (!found) continue;
    tags.push(tag);
    // Never strip a name down to nothing ("Végétarien" alone stays a name).
    if (stripped !== '' || !inName) rest = stripped;
  }
  return { text: rest, tags };
}

/** Keeps the tags of a dish in DISH_TAGS' order, without repeats. */
export function mergeTags(...lists: readonly (readonly DishTag[])[]): DishTag[] {
  const all = new Set(lists.flat());
  return DISH_TAGS.filter((tag) => all.has(tag));
}
