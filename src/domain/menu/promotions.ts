import { z } from 'zod';
import {
  describeDays,
  isWithinSlots,
  nextSlotChange,
  type WeeklySlot,
  WeeklySlotSchema,
} from '../time/weekly-slots';
import { formatCents } from './format-cents';
import { priceToCents } from './price';

/**
 * Promotions (issue 15 §4, Premium, docs/promotions.md): a price or a percentage off for chosen
 * dishes or one category, or an "Offre du moment" banner, during weekly windows in
 * Europe/Paris. Kept beside the menu document (never in it): a promotion must not bump the
 * menu's version nor conflict with an open editor.
 */

export const PROMOTION_LIMITS = {
  nameMaxLength: 60,
  bannerMaxLength: 140,
  minPercent: 1,
  maxPercent: 90,
  maxPerMenu: 20,
  maxSlots: 14,
  maxDishes: 200,
} as const;

export const PROMOTION_MESSAGES = {
  nameRequired: 'Donnez un nom à la promotion (par exemple « Happy hour »).',
  nameTooLong: `Le nom ne doit pas dépasser ${PROMOTION_LIMITS.nameMaxLength} caractères.`,
  kindInvalid: 'Type de promotion invalide : prix, pourcentage ou bannière.',
  priceInvalid: 'Le nouveau prix doit être un montant positif en centimes.',
  percentInvalid: `La réduction doit être un pourcentage entier entre ${PROMOTION_LIMITS.minPercent} et ${PROMOTION_LIMITS.maxPercent}.`,
  textRequired: 'Écrivez le texte de l’offre du moment.',
  textTooLong: `Le texte de l’offre ne doit pas dépasser ${PROMOTION_LIMITS.bannerMaxLength} caractères.`,
  targetRequired: 'Choisissez les plats ou la catégorie concernés.',
  targetBoth: 'Choisissez soit des plats, soit une catégorie, pas les deux.',
  dishesInvalid: 'La liste des plats est invalide.',
  categoryInvalid: 'La catégorie est invalide.',
  slotsRequired: 'Ajoutez au moins un créneau (jours et heures).',
  tooManySlots: `Une promotion a au plus ${PROMOTION_LIMITS.maxSlots} créneaux.`,
  enabledInvalid: 'Indiquez si la promotion est active (vrai ou faux).',
  notFound: 'Promotion introuvable.',
  premiumRequired:
    'Les promotions sont une fonctionnalité Premium. Passez à Premium pour proposer des offres spéciales.',
  tooMany: `Un menu ne peut pas avoir plus de ${PROMOTION_LIMITS.maxPerMenu} promotions.`,
  unknownDishes: (names: readonly string[]) =>
    `Ces plats n’existent pas dans ce menu : ${names.join(', ')}.`,
  unknownCategory: (id: string) => `Cette catégorie n’existe pas dans ce menu : ${id}.`,
  priceNotLower: (names: readonly string[]) =>
    `Le nouveau prix doit être inférieur au prix habituel de : ${names.join(', ')}.`,
  priceOnVariants: (names: readonly string[]) =>
    `Un nouveau prix ne s’applique qu’aux plats à prix unique ; choisissez un pourcentage pour : ${names.join(', ')}.`,
} as const;

const NameSchema = z
  .string({ error: PROMOTION_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: PROMOTION_MESSAGES.nameRequired })
  .max(PROMOTION_LIMITS.nameMaxLength, { error: PROMOTION_MESSAGES.nameTooLong });

const TargetFields = {
  dishIds: z
    .array(z.string().min(1).max(64), { error: PROMOTION_MESSAGES.dishesInvalid })
    .max(PROMOTION_LIMITS.maxDishes, { error: PROMOTION_MESSAGES.dishesInvalid })
    .transform((ids) => [...new Set(ids)])
    .optional(),
  categoryId: z.string({ error: PROMOTION_MESSAGES.categoryInvalid }).min(1).max(64).optional(),
};

const CommonFields = {
  name: NameSchema,
  slots: z
    .array(WeeklySlotSchema, { error: PROMOTION_MESSAGES.slotsRequired })
    .min(1, { error: PROMOTION_MESSAGES.slotsRequired })
    .max(PROMOTION_LIMITS.maxSlots, { error: PROMOTION_MESSAGES.tooManySlots }),
  enabled: z.boolean({ error: PROMOTION_MESSAGES.enabledInvalid }).default(true),
};

const PriceOffSchema = z.object({
  kind: z.literal('price'),
  /** The new price, in cents; lower than each targeted dish's price (checked against the menu). */
  priceCents: z
    .number({ error: PROMOTION_MESSAGES.priceInvalid })
    .int({ error: PROMOTION_MESSAGES.priceInvalid })
    .min(0, { error: PROMOTION_MESSAGES.priceInvalid })
    .max(9_999_999, { error: PROMOTION_MESSAGES.priceInvalid }),
  ...TargetFields,
  ...CommonFields,
});

const PercentOffSchema = z.object({
  kind: z.literal('percent'),
  percent: z
    .number({ error: PROMOTION_MESSAGES.percentInvalid })
    .int({ error: PROMOTION_MESSAGES.percentInvalid })
    .min(PROMOTION_LIMITS.minPercent, { error: PROMOTION_MESSAGES.percentInvalid })
    .max(PROMOTION_LIMITS.maxPercent, { error: PROMOTION_MESSAGES.percentInvalid }),
  ...TargetFields,
  ...CommonFields,
});

const BannerSchema = z.object({
  kind: z.literal('banner'),
  /** The "Offre du moment" text shown at the top of the diner page; no price changes. */
  text: z
    .string({ error: PROMOTION_MESSAGES.textRequired })
    .trim()
    .min(1, { error: PROMOTION_MESSAGES.textRequired })
    .max(PROMOTION_LIMITS.bannerMaxLength, { error: PROMOTION_MESSAGES.textTooLong }),
  ...CommonFields,
});

/** What the owner sends (POST, PUT): one of three kinds. */
export const PromotionInputSchema = z
  .discriminatedUnion('kind', [PriceOffSchema, PercentOffSchema, BannerSchema], {
    error: PROMOTION_MESSAGES.kindInvalid,
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'banner') return;
    const hasDishes = (input.dishIds?.length ?? 0) > 0;
    const hasCategory = input.categoryId !== undefined;
    if (hasDishes && hasCategory) {
      ctx.addIssue({
        code: 'custom',
        path: ['categoryId'],
        message: PROMOTION_MESSAGES.targetBoth,
      });
    } else if (!hasDishes && !hasCategory) {
      ctx.addIssue({
        code: 'custom',
        path: ['dishIds'],
        message: PROMOTION_MESSAGES.targetRequired,
      });
    }
  });
export type PromotionInput = z.infer<typeof PromotionInputSchema>;
export type PromotionInputDraft = z.input<typeof PromotionInputSchema>;

export type Promotion = PromotionInput & {
  id: string;
  menuId: string;
  createdAt: string;
  updatedAt: string;
};

// The answers' schemas: plain shapes, no transform (the API's serializer encodes with them).
const StoredFields = {
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  slots: z.array(z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() })),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In force now, by the server's clock ("En cours"). */
  isInForce: z.boolean(),
};
const StoredTarget = { dishIds: z.array(z.string()).optional(), categoryId: z.string().optional() };

/** A promotion as the API answers it. */
export const PromotionAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    priceCents: z.number().int(),
    ...StoredTarget,
    ...StoredFields,
  }),
  z.object({
    kind: z.literal('percent'),
    percent: z.number().int(),
    ...StoredTarget,
    ...StoredFields,
  }),
  z.object({ kind: z.literal('banner'), text: z.string(), ...StoredFields }),
]);
export type PromotionAnswer = z.output<typeof PromotionAnswerSchema>;

/** The owner's list: each promotion says whether it is in force now (server clock). */
export const PromotionListSchema = z.object({
  menuId: z.string(),
  promotions: z.array(PromotionAnswerSchema),
});
export type PromotionList = z.output<typeof PromotionListSchema>;

/** What the rules below need of a promotion (the stored one, or the owner's snapshot of it). */
export type PromotionRule = PromotionInput & { id: string };
type Rule = PromotionRule;

export const isPromotionInForce = (promotion: Pick<Rule, 'enabled' | 'slots'>, at: Date) =>
  promotion.enabled && isWithinSlots(promotion.slots, at);

/** The promotions in force at `at`, in the given order. */
export const promotionsInForce = <T extends Rule>(promotions: readonly T[], at: Date): T[] =>
  promotions.filter((promotion) => isPromotionInForce(promotion, at));

/**
 * The next instant after `at` when the set of promotions in force changes (a page showing them
 * is right until then); null when none ever changes.
 */
export function nextPromotionEdge(
  promotions: readonly Pick<Rule, 'enabled' | 'slots'>[],
  at: Date,
): Date | null {
  let next: Date | null = null;
  for (const promotion of promotions) {
    if (!promotion.enabled) continue;
    const edge = nextSlotChange(promotion.slots, at);
    if (edge && (next === null || edge < next)) next = edge;
  }
  return next;
}

/**
 * A percentage off, rounded to the nearest cent, halves up (12,50 € − 15 % = 10,625 € →
 * 10,63 €), in integer arithmetic.
 */
export const percentOff = (cents: number, percent: number) =>
  Math.floor((cents * (100 - percent) + 50) / 100);

type PricedDish = {
  id: string;
  price: string;
  variants?: readonly { id: string; price: string }[];
};

/** A dish's promoted price: the promotion that gives it, the new price, per variant if any. */
export type DishPromotion = {
  promotionId: string;
  name: string;
  /** Single-price dishes: the new price. Dishes with variants: null. */
  cents: number | null;
  /** Dishes with variants: the new price of each (percentages only). */
  variants: ReadonlyMap<string, number>;
};

const targets = (promotion: Rule, dishId: string, categoryId: string) =>
  promotion.kind !== 'banner' &&
  (promotion.dishIds?.includes(dishId) || promotion.categoryId === categoryId);

/** What one promotion does to one dish; null when it does not lower its price. */
function applyOne(promotion: Rule, dish: PricedDish): DishPromotion | null {
  const variants = dish.variants ?? [];
  if (promotion.kind === 'banner') return null;
  const base = { promotionId: promotion.id, name: promotion.name };
  if (variants.length > 0) {
    // A fixed price has no meaning across "Verre" and "Bouteille": percentages only.
    if (promotion.kind !== 'percent') return null;
    const prices = new Map(
      variants.map((variant) => [
        variant.id,
        percentOff(priceToCents(variant.price), promotion.percent),
      ]),
    );
    return { ...base, cents: null, variants: prices };
  }
  const cents = priceToCents(dish.price);
  const promoted =
    promotion.kind === 'percent' ? percentOff(cents, promotion.percent) : promotion.priceCents;
  return promoted < cents ? { ...base, cents: promoted, variants: new Map() } : null;
}

/** Sum used to compare two promotions on one dish: the lower total wins. */
const totalOf = (promoted: DishPromotion) =>
  promoted.cents ?? [...promoted.variants.values()].reduce((sum, cents) => sum + cents, 0);

/**
 * The promoted price of a dish among the promotions in force (never higher than its price);
 * when several apply, the lowest price wins (the diner's best deal, the name they see).
 */
export function promotedDish(
  dish: PricedDish,
  categoryId: string,
  inForce: readonly Rule[],
): DishPromotion | null {
  let best: DishPromotion | null = null;
  for (const promotion of inForce) {
    if (!targets(promotion, dish.id, categoryId)) continue;
    const promoted = applyOne(promotion, dish);
    if (promoted && (best === null || totalOf(promoted) < totalOf(best))) best = promoted;
  }
  return best;
}

/** The unit price a diner pays for a dish (or one of its variants) under these promotions. */
export function unitCentsWith(
  dish: PricedDish,
  categoryId: string,
  variantId: string | undefined,
  inForce: readonly Rule[],
): number {
  const promoted = promotedDish(dish, categoryId, inForce);
  const variant = dish.variants?.find((candidate) => candidate.id === variantId);
  if (variant) return promoted?.variants.get(variant.id) ?? priceToCents(variant.price);
  return promoted?.cents ?? priceToCents(dish.price);
}

/** The banners in force ("Offre du moment"), in the given order. */
export const bannersOf = (inForce: readonly Rule[]) =>
  inForce.flatMap((promotion) =>
    promotion.kind === 'banner'
      ? [{ id: promotion.id, name: promotion.name, text: promotion.text }]
      : [],
  );

/** "de 18:00 à 20:00" for each slot, joined: the days are said per slot. */
export function describeSlots(slots: readonly WeeklySlot[]): string {
  return slots
    .map((slot) => `${describeDays(slot.days)} de ${slot.start} à ${slot.end}`)
    .join(' ; ');
}

/**
 * The owner's preview sentence: "-20 % sur les Vins, du lundi au vendredi de 18:00 à 20:00".
 * `targetLabel` names what is targeted ("Vins", "Kir, Spritz").
 */
export function describePromotion(
  promotion: Pick<PromotionInputDraft, 'kind'> & {
    percent?: number;
    priceCents?: number;
    slots: readonly WeeklySlot[];
  },
  targetLabel: string,
): string {
  const when = describeSlots(promotion.slots);
  if (promotion.kind === 'banner') return `Offre du moment, ${when}`;
  const what =
    promotion.kind === 'percent'
      ? `-${promotion.percent ?? 0} %`
      : `Prix spécial ${formatCents(promotion.priceCents ?? 0)}`;
  return `${what} sur ${targetLabel}, ${when}`;
}
