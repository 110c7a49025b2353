import { type CategoryId, OTHER_CATEGORY_ID } from '../menu/categories';
import { normalizeForSearch } from '../text/normalize';

type ClassifiedCategoryId = 'desserts' | 'entrees' | 'plats' | 'boissons';

/**
 * French keywords, written without accents. Plurals need not be listed: words are
 * compared without a final "s" or "x". Multi-word phrases beat single words, so
 * "café gourmand" is a dessert although "café" is a drink, and "coq au vin" a main.
 */
const KEYWORDS: Readonly<Record<ClassifiedCategoryId, readonly string[]>> = {
  desserts: [
    'dessert',
    'gateau',
    'fondant',
    'moelleux',
    'glace',
    'glacee',
    'sorbet',
    'tiramisu',
    'profiterole',
    'crepe',
    'gaufre',
    'macaron',
    'eclair',
    'panna cotta',
    'ile flottante',
    'cheesecake',
    'brownie',
    'cookie',
    'cafe gourmand',
    'the gourmand',
    'salade de fruit',
    'fraisier',
    'mille feuille',
    'baba au rhum',
    'clafoutis',
    'flan',
    'meringue',
    'pavlova',
    'creme brulee',
    'creme caramel',
    'creme catalane',
    'mousse au chocolat',
    'riz au lait',
    'tarte tatin',
    'tarte au citron',
    'tarte aux pomme',
    'tarte aux fraise',
    'tarte aux fruit',
    'tarte au chocolat',
    'tartelette',
    'liegeois',
    'patisserie',
    'mignardise',
    'sundae',
  ],
  entrees: [
    'entree',
    'salade',
    'soupe',
    'veloute',
    'potage',
    'gaspacho',
    'bouillon',
    'terrine',
    'foie gras',
    'carpaccio',
    'oeuf mimosa',
    'oeuf cocotte',
    'oeuf meurette',
    'escargot',
    'bruschetta',
    'tapenade',
    'houmous',
    'guacamole',
    'nem',
    'samoussa',
    'accra',
    'rillette',
    'gougere',
    'burrata',
    'ceviche',
    'gravlax',
    'planche',
    'tapas',
    'assiette de charcuterie',
  ],
  plats: [
    'plat',
    'burger',
    'cheeseburger',
    'hamburger',
    'poke',
    'bowl',
    'steak',
    'entrecote',
    'bavette',
    'onglet',
    'cote de boeuf',
    'tartare',
    'filet',
    'pave',
    'magret',
    'confit',
    'bourguignon',
    'blanquette',
    'coq au vin',
    'pot au feu',
    'cassoulet',
    'choucroute',
    'poulet',
    'boeuf',
    'veau',
    'agneau',
    'porc',
    'canard',
    'saumon',
    'cabillaud',
    'poisson',
    'thon',
    'dorade',
    'truite',
    'moule',
    'risotto',
    'tagliatelle',
    'spaghetti',
    'linguine',
    'penne',
    'lasagne',
    'gnocchi',
    'ravioli',
    'pizza',
    'croque monsieur',
    'croque madame',
    'couscous',
    'tajine',
    'curry',
    'wok',
    'paella',
    'ramen',
    'pad thai',
    'parmentier',
    'fish and chip',
    'sandwich',
    'wrap',
    'taco',
    'kebab',
    'escalope',
    'cordon bleu',
    'saucisse',
    'andouillette',
    'quiche',
    'omelette',
  ],
  boissons: [
    'boisson',
    'eau',
    'soda',
    'cola',
    'limonade',
    'jus',
    'sirop',
    'diabolo',
    'the',
    'the glace',
    'infusion',
    'tisane',
    'cafe',
    'cafe glace',
    'expresso',
    'espresso',
    'cappuccino',
    'latte',
    'chocolat chaud',
    'biere',
    'cidre',
    'vin',
    'vin rouge',
    'vin blanc',
    'vin rose',
    'verre',
    'bouteille',
    'pichet',
    'cl',
    'cocktail',
    'mojito',
    'spritz',
    'champagne',
    'whisky',
    'rhum',
    'vodka',
    'gin',
    'pastis',
    'kir',
    'smoothie',
    'milkshake',
    'digestif',
    'aperitif',
  ],
};

// Among matches of the same length, the first category here wins ("salade de poulet" is a starter).
const PRIORITY: readonly ClassifiedCategoryId[] = ['desserts', 'entrees', 'plats', 'boissons'];

const stem = (word: string) => (word.length > 3 ? word.replace(/[sx]$/, '') : word);

const toWords = (text: string) =>
  normalizeForSearch(text)
    .split(' ')
    .filter((word) => word !== '')
    .map(stem);

const RULES = PRIORITY.flatMap((categoryId) =>
  KEYWORDS[categoryId].map((keyword) => ({ categoryId, words: toWords(keyword) })),
).sort((a, b) => b.words.length - a.words.length);

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * Guesses the category of a dish that is not in the catalogue, from French keywords
 * in its name, then in its description; 'autres' when nothing matches (spec §9).
 */
export function classifyDish(name: string, description = ''): CategoryId {
  for (const text of [name, description]) {
    const words = toWords(text);
    const rule = RULES.find((candidate) => containsPhrase(words, candidate.words));
    if (rule) return rule.categoryId;
  }
  return OTHER_CATEGORY_ID;
}
