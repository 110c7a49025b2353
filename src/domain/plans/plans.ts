import { LANGUAGES } from '../i18n/languages';
import type { Entitlements } from './plans-schema';

/**
 * The two plans and what each one allows (spec part 1 §1). The server decides with these;
 * the browsers only display them.
 */
export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export type { Entitlements } from './plans-schema';

export const ENTITLEMENTS: Record<Plan, Entitlements> = {
  free: {
    maxMenus: 1,
    canChooseActiveMenu: false,
    canEditEveryMenu: false,
    languages: ['fr'],
    showsAds: true,
    canTakeOrders: false,
    canTakeTablePayments: false,
    canGenerateWithAi: false,
    canScheduleMenus: false,
    canUsePromotions: false,
    canTranslateMenus: false,
    showsUpgradeOffer: true,
  },
  premium: {
    maxMenus: null,
    canChooseActiveMenu: true,
    canEditEveryMenu: true,
    languages: LANGUAGES,
    showsAds: false,
    canTakeOrders: true,
    canTakeTablePayments: true,
    canGenerateWithAi: true,
    canScheduleMenus: true,
    canUsePromotions: true,
    canTranslateMenus: true,
    showsUpgradeOffer: false,
  },
};

/** 9,99 € per month, in cents. */
export const PREMIUM_PRICE_CENTS = 999;

export const PLAN_MESSAGES = {
  freeMenuLimit:
    "Vous ne pouvez créer qu'un seul menu avec la version gratuite. Passez à Premium pour créer des menus illimités !",
  premiumRequiredForActivation: "Fonctionnalité Premium requise pour gérer l'activation des menus",
  premiumRequiredForSchedules:
    'Les horaires de menu sont une fonctionnalité Premium. Passez à Premium pour programmer vos menus.',
  readOnlyOnFree:
    'Ce menu ne peut pas être modifié dans la version gratuite. Passez à Premium pour modifier tous vos menus.',
} as const;
