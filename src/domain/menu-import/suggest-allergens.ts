import { ALLERGENS, type Allergen } from '../menu/allergens';
import { normalizeForSearch } from '../text/normalize';

/**
 * Allergens guessed from a dish's name and description (issue 25 §2): a small table of
 * French dishes and ingredients. A guess is only a suggestion "à vérifier": it goes to
 * `suggestedAllergens` and is never saved unless the owner ticks it (an allergen error is a
 * health risk, either way). Matching is on folded words ("creme brulee").
 */
const TABLE: readonly [RegExp, readonly Allergen[]][] = [
  [/\bcroque (?:monsieur|madame)\b/u, ['Gluten', 'Lait']],
  [/\bcroque madame\b/u, ['Œufs']],
  [/\bquiches?\b/u, ['Gluten', 'Œufs', 'Lait']],
  [/\bcreme brulee\b/u, ['Œufs', 'Lait']],
  [/\bcreme (?:caramel|anglaise)\b|\bflan\b|\bile flottante\b/u, ['Œufs', 'Lait']],
  [/\bmousse au chocolat\b/u, ['Œufs', 'Lait']],
  [/\btiramisu\b/u, ['Gluten', 'Œufs', 'Lait']],
  [/\bprofiteroles?\b|\beclairs?\b|\bchoux?\b|\bparis brest\b/u, ['Gluten', 'Œufs', 'Lait']],
  [/\bparis brest\b|\bfinanciers?\b|\bfrangipane\b|\bamandes?\b/u, ['Fruits à coque']],
  [/\b(?:noix|noisettes?|pistaches?|pralin[ee]?|noix de cajou|pecan)\b/u, ['Fruits à coque']],
  [
    /\b(?:tartes?|tartelettes?|tatin|clafoutis|far breton|fondant|moelleux|brownie)\b/u,
    ['Gluten', 'Œufs', 'Lait'],
  ],
  [
    /\b(?:gateau|cake|cookies?|madeleines?|gaufres?|beignets?|brioche|pain perdu)\b/u,
    ['Gluten', 'Œufs', 'Lait'],
  ],
  [/\bcrepes?\b/u, ['Gluten', 'Œufs', 'Lait']],
  [/\bgalette complete\b/u, ['Œufs', 'Lait']],
  [/\bpizzas?\b|\bcalzone\b/u, ['Gluten', 'Lait']],
  [/\b(?:burgers?|sandwich|panini|bagel|wrap|tartines?|croutons?|bruschetta|pain)\b/u, ['Gluten']],
  [
    /\b(?:pates|spaghetti|tagliatelles?|linguine|penne|rigatoni|lasagnes?|raviolis?|gnocchis?|carbonara|bolognaise)\b/u,
    ['Gluten'],
  ],
  [/\b(?:lasagnes?|carbonara|raviolis?|tagliatelles? fraiches?)\b/u, ['Œufs']],
  [
    /\b(?:fromages?|camembert|comte|chevre|brie|roquefort|mozzarella|burrata|parmesan|raclette|tartiflette|gratin|gratinee?|emmental|reblochon|feta|mascarpone|ricotta|beurre|creme|chantilly|glaces?|yaourt)\b/u,
    ['Lait'],
  ],
  [/\bsoupe a l oignon\b|\bgratinee\b/u, ['Gluten', 'Lait']],
  [/\b(?:oeufs?|omelettes?|mayonnaise|aioli|bearnaise|hollandaise|meringue|mimosa)\b/u, ['Œufs']],
  [
    /\b(?:moules?|huitres?|escargots?|calamars?|encornets?|seiches?|poulpes?|saint jacques|st jacques|coquilles?|bulots?|palourdes?|couteaux)\b/u,
    ['Mollusques'],
  ],
  [
    /\b(?:crevettes?|gambas|langoustines?|homards?|crabes?|tourteaux?|ecrevisses?|bisque)\b/u,
    ['Crustacés'],
  ],
  [/\bplateau de fruits de mer\b|\bfruits de mer\b/u, ['Crustacés', 'Mollusques']],
  [
    /\b(?:poissons?|saumon|thon|cabillaud|dorade|daurade|bar|loup|sole|truite|lieu|merlu|colin|maquereau|sardines?|anchois|rouget|lotte|haddock|eglefin|brandade|bouillabaisse|rillettes de thon|tarama|fish)\b/u,
    ['Poissons'],
  ],
  [/\bcesar\b|\bcaesar\b/u, ['Gluten', 'Œufs', 'Lait', 'Poissons']],
  [/\b(?:celeri|remoulade)\b/u, ['Céleri']],
  [/\bremoulade\b|\bvinaigrette\b|\bmoutarde\b|\bdijon\b|\bcarottes rapees\b/u, ['Moutarde']],
  [/\b(?:sesame|tahini|houmous|hummus)\b/u, ['Sésame']],
  [/\b(?:soja|tofu|edamame|miso|teriyaki)\b/u, ['Soja']],
  [/\b(?:cacahuetes?|arachides?|satay|beurre de cacahuete)\b/u, ['Arachides']],
  [/\b(?:bieres?|pression|blonde|ambree|ipa|biere blanche)\b/u, ['Gluten']],
  [
    /\b(?:vins?|champagne|cremant|prosecco|cidre|kir|spritz|bordeaux|bourgogne|chablis|sancerre|muscadet|beaujolais|cotes du rhone|saint emilion|chinon|pinot|merlot|chardonnay|sauvignon)\b/u,
    ['Sulfites'],
  ],
];

/** Allergens suggested for a dish, without those the menu already states. */
export function suggestAllergens(
  name: string,
  description: string,
  stated: readonly Allergen[] = [],
): Allergen[] {
  const folded = ` ${normalizeForSearch(`${name} ${description}`)} `;
  const found = new Set<Allergen>();
  for (const [pattern, allergens] of TABLE) {
    if (pattern.test(folded)) for (const allergen of allergens) found.add(allergen);
  }
  return ALLERGENS.filter((allergen) => found.has(allergen) && !stated.includes(allergen));
}
