import { normalizeForSearch } from '../text/normalize';

/**
 * Bilingual menus (issue 25 §2) print an English line under the French one, or "Entrées /
 * Starters". The French is kept; the English goes to the dish's English translation.
 */
const ENGLISH = new Set(
  (
    'the and with of our served homemade home made fresh fries cheese cheeses soup salad chicken ' +
    'beef pork lamb duck fish cake glass bottle starters starter mains main course courses drinks ' +
    'wine wines sides side onion mushroom mushrooms potatoes potato mashed grilled roasted smoked ' +
    'creamy egg eggs goat cream apple pear lemon strawberry strawberries raspberry ice butter bread ' +
    'garlic pepper tomato tomatoes beans leek leeks pie stew seafood oysters mussels snails ' +
    'shrimps prawns salmon tuna cod sea bass veal rabbit sausage ham chips sauce on toast ' +
    'vegetables vegetable seasonal dessert desserts coffee tea hot cold beer beers juice sparkling ' +
    'water red white rose draft draught our chef s daily special specials nuts with or from'
  ).split(' '),
);
const FRENCH = new Set(
  (
    'de du des la le les et au aux a avec sur en maison facon d l un une notre nos sa son ou ' +
    'pour par fromage frites salade soupe poulet boeuf porc agneau canard poisson gateau verre ' +
    'bouteille vin vins creme pomme poire citron fraise glace beurre pain ail tomate oeuf oeufs'
  ).split(' '),
);
// Words that are the same in both languages tell nothing.
const SHARED = new Set(['sauce', 'dessert', 'desserts', 'steak', 'burger', 'tartare', 'cocktails']);

/** Does this line read as English (and not French)? */
export function looksEnglish(text: string): boolean {
  if (/[éèêàâçôûîùœ]/iu.test(text)) return false;
  const words = normalizeForSearch(text).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  let english = 0;
  let french = 0;
  for (const word of words) {
    if (SHARED.has(word)) continue;
    if (ENGLISH.has(word)) english += 1;
    if (FRENCH.has(word)) french += 1;
  }
  return english > 0 && english > french;
}

/** "Entrées / Starters" → {french: "Entrées", english: "Starters"}; null when not bilingual. */
export function splitBilingual(text: string): { french: string; english: string } | null {
  const match = /\s+[/|]\s+|\s+[–—-]\s+(?=[A-Z])/u.exec(text);
  if (!match) return null;
  const french = text.slice(0, match.index).trim();
  const english = text.slice(match.index + match[0].length).trim();
  if (!french || !english || looksEnglish(french) || !looksEnglish(english)) return null;
  return { french, english };
}
