import { z } from 'zod';
import { LanguageSchema } from '../i18n/languages';
import { PLANS } from './plans';

// The plans' schemas (the API's contract), apart from plans.ts: the dashboard reads the plans'
// rules and messages without loading zod (`npm run bench:web`).
export const PlanSchema = z.enum(PLANS);

/** What a plan allows: one schema, its type inferred (the API answers it, browsers read it). */
export const EntitlementsSchema = z.object({
  /** null: unlimited. */
  maxMenus: z.number().int().positive().nullable(),
  /** Premium owners choose which menu is active. */
  canChooseActiveMenu: z.boolean(),
  /** Free owners may edit only their oldest menu (after a downgrade). */
  canEditEveryMenu: z.boolean(),
  languages: z.array(LanguageSchema).readonly(),
  showsAds: z.boolean(),
  canTakeOrders: z.boolean(),
  /** Premium: diners pay at the table through the restaurant's Stripe account (issue 23). */
  canTakeTablePayments: z.boolean(),
  canGenerateWithAi: z.boolean(),
  /** Premium: menus with a schedule serve themselves inside their hours (docs/menu-schedules.md). */
  canScheduleMenus: z.boolean(),
  /** Promotions and the "Offre du moment" banner (issue 15 §4). */
  canUsePromotions: z.boolean(),
  /** Menus translated for diners (stored, machine or corrected translations). */
  canTranslateMenus: z.boolean(),
  /** The owner app offers Premium (the upgrade card) instead of listing what it enables. */
  showsUpgradeOffer: z.boolean(),
});
export type Entitlements = z.infer<typeof EntitlementsSchema>;
