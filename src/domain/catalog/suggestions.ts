import type { Allergen } from '../menu/allergens';
import { type CategoryId, OTHER_CATEGORY_ID } from '../menu/categories';

export { classifyDish } from './classify-dish';

/** Groups of the built-in suggestion catalogue (spec §3), in display order. */
export const SUGGESTION_GROUPS = [
  'starters',
  'mains',
  'desserts',
  'drinks',
  'appetizers',
  'wines',
] as const;
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number];

export const SUGGESTION_GROUP_LABELS: Readonly<Record<SuggestionGroup, string>> = {
  starters: 'Entrées',
  mains: 'Plats',
  desserts: 'Desserts',
  drinks: 'Boissons',
  appetizers: 'À partager',
  wines: 'Vins',
};

/** Where a suggestion lands in the menu (spec §9). */
export const SUGGESTION_GROUP_CATEGORY: Readonly<Record<SuggestionGroup, CategoryId>> = {
  starters: 'entrees',
  appetizers: 'entrees',
  mains: 'plats',
  drinks: 'boissons',
  wines: 'boissons',
  desserts: 'desserts',
};

/** A catalogue dish; its image is chosen on selection (see stock-images). Price in euros. */
export interface DishSuggestion {
  readonly name: string;
  readonly description: string;
  readonly price: string;
  readonly allergens: readonly Allergen[];
}

export function categoryForSuggestionGroup(group: string): CategoryId {
  return Object.hasOwn(SUGGESTION_GROUP_CATEGORY, group)
    ? SUGGESTION_GROUP_CATEGORY[group as SuggestionGroup]
    : OTHER_CATEGORY_ID;
}

const dish = (
  name: string,
  description: string,
  price: string,
  allergens: readonly Allergen[] = [],
): DishSuggestion => ({ name, description, price, allergens });

export const DISH_SUGGESTIONS: Readonly<Record<SuggestionGroup, readonly DishSuggestion[]>> = {
  starters: [
    dish(
      'Salade César',
      'Romaine croquante, poulet grillé, copeaux de parmesan, croûtons dorés et sauce César maison.',
      '13.50',
      ['Gluten', 'Œufs', 'Lait', 'Poissons', 'Moutarde'],
    ),
    dish(
      'Salade fraîcheur',
      'Jeunes pousses, concombre, radis, avocat, herbes fraîches et vinaigrette aux agrumes.',
      '11.00',
      ['Moutarde'],
    ),
    dish(
      "Soupe à l'oignon gratinée",
      "Bouillon d'oignons caramélisés, croûton et emmental gratiné.",
      '9.50',
      ['Gluten', 'Lait'],
    ),
    dish(
      'Velouté de potimarron',
      'Velouté de saison, crème fraîche et graines de courge torréfiées.',
      '8.50',
      ['Lait'],
    ),
    dish(
      'Œufs mimosa',
      "Œufs durs garnis d'une mayonnaise maison à la moutarde à l'ancienne.",
      '7.50',
      ['Œufs', 'Moutarde'],
    ),
    dish(
      'Terrine de campagne',
      'Terrine maison, cornichons, oignons grelots et pain grillé.',
      '9.00',
      ['Gluten', 'Sulfites'],
    ),
    dish(
      'Escargots de Bourgogne',
      'Six escargots au beurre persillé, servis avec du pain frais.',
      '12.00',
      ['Mollusques', 'Lait', 'Gluten'],
    ),
    dish(
      'Carpaccio de bœuf',
      "Fines tranches de bœuf, roquette, parmesan et huile d'olive.",
      '13.00',
      ['Lait'],
    ),
    dish(
      'Burrata crémeuse',
      "Burrata, tomates anciennes, basilic frais et huile d'olive vierge.",
      '12.50',
      ['Lait'],
    ),
    dish('Foie gras de canard mi-cuit', "Chutney de figues et pain d'épices toasté.", '16.50', [
      'Gluten',
      'Sulfites',
    ]),
  ],
  mains: [
    dish(
      'Cheeseburger',
      'Steak haché de bœuf, cheddar affiné, oignons, pickles, sauce maison et frites.',
      '17.50',
      ['Gluten', 'Lait', 'Œufs', 'Moutarde', 'Sésame'],
    ),
    dish(
      'Poké saumon',
      'Riz vinaigré, saumon mariné, avocat, edamame, mangue, chou rouge et sauce soja-sésame.',
      '15.90',
      ['Poissons', 'Soja', 'Sésame'],
    ),
    dish(
      'Entrecôte grillée',
      'Entrecôte de bœuf de 300 g, frites maison et sauce au poivre.',
      '26.00',
      ['Lait'],
    ),
    dish(
      'Steak tartare',
      'Bœuf haché au couteau préparé à la française, frites et salade verte.',
      '19.50',
      ['Œufs', 'Moutarde'],
    ),
    dish(
      'Bœuf bourguignon',
      'Bœuf mijoté au vin rouge, lardons, champignons et carottes, pommes vapeur.',
      '21.00',
      ['Sulfites', 'Céleri', 'Gluten'],
    ),
    dish(
      'Confit de canard',
      'Cuisse de canard confite, pommes de terre sarladaises et salade verte.',
      '22.50',
    ),
    dish('Magret de canard', 'Magret rôti, sauce au miel et purée de patate douce.', '24.00', [
      'Lait',
    ]),
    dish('Filet de cabillaud', 'Cabillaud rôti, beurre blanc et légumes de saison.', '23.00', [
      'Poissons',
      'Lait',
    ]),
    dish('Pavé de saumon', 'Saumon snacké, riz basmati et sauce vierge.', '21.50', ['Poissons']),
    dish(
      'Moules-frites',
      'Moules marinières au vin blanc, échalotes et persil, frites maison.',
      '18.50',
      ['Mollusques', 'Sulfites', 'Céleri', 'Lait'],
    ),
    dish(
      'Risotto aux champignons',
      'Risotto crémeux aux champignons de saison et parmesan.',
      '18.00',
      ['Lait', 'Céleri', 'Sulfites'],
    ),
    dish('Blanquette de veau', 'Veau mijoté à la crème, champignons et riz pilaf.', '22.00', [
      'Lait',
      'Gluten',
      'Céleri',
    ]),
    dish(
      'Poulet rôti fermier',
      'Poulet fermier rôti au thym, jus corsé et gratin dauphinois.',
      '19.00',
      ['Lait'],
    ),
    dish(
      'Croque-monsieur',
      'Pain de mie, jambon blanc, béchamel et emmental gratiné, salade verte.',
      '13.50',
      ['Gluten', 'Lait'],
    ),
    dish(
      'Tagliatelles au pesto',
      'Pâtes fraîches, pesto de basilic, tomates confites et parmesan.',
      '16.00',
      ['Gluten', 'Œufs', 'Lait'],
    ),
    dish(
      'Burger végétarien',
      'Galette de légumes et pois chiches, cheddar, sauce au yaourt et frites.',
      '16.50',
      ['Gluten', 'Lait', 'Sésame'],
    ),
  ],
  desserts: [
    dish('Crème brûlée', 'Crème à la vanille de Madagascar, caramélisée minute.', '8.00', [
      'Œufs',
      'Lait',
    ]),
    dish('Mousse au chocolat', 'Mousse au chocolat noir 70 % et éclats de nougatine.', '7.50', [
      'Œufs',
      'Lait',
      'Fruits à coque',
    ]),
    dish('Tarte Tatin', 'Pommes caramélisées sur pâte feuilletée, crème crue.', '8.50', [
      'Gluten',
      'Lait',
      'Œufs',
    ]),
    dish(
      'Fondant au chocolat',
      'Cœur coulant servi avec une boule de glace à la vanille.',
      '9.00',
      ['Gluten', 'Œufs', 'Lait'],
    ),
    dish('Café gourmand', 'Expresso accompagné de trois mignardises du moment.', '9.50', [
      'Gluten',
      'Œufs',
      'Lait',
      'Fruits à coque',
    ]),
    dish('Île flottante', 'Blancs en neige, crème anglaise et caramel.', '7.50', ['Œufs', 'Lait']),
  ],
  drinks: [
    dish('Eau minérale (50 cl)', 'Eau plate ou gazeuse.', '4.50'),
    dish('Soda (33 cl)', 'Cola, limonade ou orange.', '4.50'),
    dish('Limonade artisanale', 'Limonade maison au citron pressé et à la menthe fraîche.', '5.00'),
    dish("Jus d'orange pressé", 'Oranges pressées minute.', '5.50'),
    dish('Thé glacé maison', 'Infusion de thé noir, pêche et citron.', '5.00'),
    dish('Expresso', 'Café de torréfaction artisanale.', '2.50'),
    dish('Café crème', 'Expresso allongé au lait mousseux.', '4.00', ['Lait']),
    dish('Thé ou infusion', "Sélection de thés et d'infusions bio.", '4.00'),
    dish('Chocolat chaud', 'Chocolat noir fondu dans du lait entier, chantilly maison.', '5.50', [
      'Lait',
    ]),
    dish('Bière pression (25 cl)', 'Blonde de brasserie artisanale.', '4.50', ['Gluten']),
    dish('Cidre brut (25 cl)', 'Cidre fermier de Normandie.', '4.50', ['Sulfites']),
  ],
  appetizers: [
    dish(
      'Planche de charcuterie',
      'Jambon sec, saucisson, rillettes, cornichons et pain de campagne.',
      '16.00',
      ['Gluten', 'Sulfites'],
    ),
    dish(
      'Planche de fromages',
      'Comté, chèvre, camembert, confiture de cerises noires et noix.',
      '15.00',
      ['Lait', 'Fruits à coque', 'Gluten'],
    ),
    dish('Accras de morue', 'Beignets de morue épicés et sauce chien.', '9.00', [
      'Poissons',
      'Gluten',
      'Œufs',
    ]),
  ],
  wines: [
    dish('Côtes-du-Rhône rouge (verre 12 cl)', "Rouge fruité aux notes d'épices.", '6.00', [
      'Sulfites',
    ]),
    dish('Chablis (verre 12 cl)', 'Blanc sec et minéral de Bourgogne.', '8.00', ['Sulfites']),
    dish('Rosé de Provence (verre 12 cl)', "Rosé frais et léger, idéal à l'apéritif.", '6.50', [
      'Sulfites',
    ]),
  ],
};
