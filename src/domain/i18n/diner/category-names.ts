import type { CategoryId } from '../../menu/categories';
import type { TranslationLanguage } from '../languages';

type Names = Record<TranslationLanguage, string>;

/** The predefined categories (recognised by id or by name, see resolveDefaultCategoryId). */
export const CATEGORY_NAMES: Readonly<Record<CategoryId, Names>> = {
  entrees: { en: 'Starters', es: 'Entrantes', zh: '前菜', it: 'Antipasti' },
  plats: { en: 'Main courses', es: 'Platos principales', zh: '主菜', it: 'Piatti principali' },
  desserts: { en: 'Desserts', es: 'Postres', zh: '甜点', it: 'Dolci' },
  boissons: { en: 'Drinks', es: 'Bebidas', zh: '饮料', it: 'Bevande' },
  aperitifs: { en: 'Aperitifs', es: 'Aperitivos', zh: '开胃酒', it: 'Aperitivi' },
  vins: { en: 'Wines', es: 'Vinos', zh: '葡萄酒', it: 'Vini' },
  autres: { en: 'Other', es: 'Otros', zh: '其他', it: 'Altro' },
};

/** Custom category names restaurants often use, keyed by their normalizeForSearch form. */
export const COMMON_CATEGORY_NAMES: Readonly<Record<string, Names>> = {
  fromages: { en: 'Cheeses', es: 'Quesos', zh: '奶酪', it: 'Formaggi' },
  'menu enfant': { en: "Children's menu", es: 'Menú infantil', zh: '儿童餐', it: 'Menu bambini' },
  salades: { en: 'Salads', es: 'Ensaladas', zh: '沙拉', it: 'Insalate' },
  pizzas: { en: 'Pizzas', es: 'Pizzas', zh: '披萨', it: 'Pizze' },
  burgers: { en: 'Burgers', es: 'Hamburguesas', zh: '汉堡', it: 'Hamburger' },
  specialites: { en: 'Specialities', es: 'Especialidades', zh: '特色菜', it: 'Specialità' },
  formules: { en: 'Set menus', es: 'Menús', zh: '套餐', it: 'Menu fissi' },
  cafes: { en: 'Coffees', es: 'Cafés', zh: '咖啡', it: 'Caffè' },
  'boissons chaudes': {
    en: 'Hot drinks',
    es: 'Bebidas calientes',
    zh: '热饮',
    it: 'Bevande calde',
  },
  'boissons fraiches': { en: 'Cold drinks', es: 'Bebidas frías', zh: '冷饮', it: 'Bevande fredde' },
  cocktails: { en: 'Cocktails', es: 'Cócteles', zh: '鸡尾酒', it: 'Cocktail' },
  bieres: { en: 'Beers', es: 'Cervezas', zh: '啤酒', it: 'Birre' },
  'plats du jour': {
    en: 'Dishes of the day',
    es: 'Platos del día',
    zh: '今日特餐',
    it: 'Piatti del giorno',
  },
  accompagnements: { en: 'Sides', es: 'Guarniciones', zh: '配菜', it: 'Contorni' },
  pates: { en: 'Pasta', es: 'Pasta', zh: '意大利面', it: 'Pasta' },
  poissons: { en: 'Fish', es: 'Pescados', zh: '鱼类', it: 'Pesce' },
  viandes: { en: 'Meat', es: 'Carnes', zh: '肉类', it: 'Carni' },
  vegetarien: { en: 'Vegetarian', es: 'Vegetariano', zh: '素食', it: 'Vegetariano' },
};
