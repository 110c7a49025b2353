import type { Account } from '../../domain/account/account-schema';
import type { SubscriptionSummary } from '../../domain/billing/subscription';
import type { BillingUrl } from '../../domain/billing/subscription-schema';
import type { DishDescription } from '../../domain/catalog/describe-dish-schema';
import type { SaveTranslations, TranslationList } from '../../domain/i18n/translation-schema';
import type { Availability, SetSoldOut } from '../../domain/menu/availability';
import type { MenuSchedule, ServedMenu } from '../../domain/menu/menu-schedule';
import type { MenuDocument, MenuDocumentInput } from '../../domain/menu/menu-schema';
import type { MenuDetail, MenuView } from '../../domain/menu/menu-view';
import type {
  PromotionAnswer,
  PromotionInputDraft,
  PromotionList,
} from '../../domain/menu/promotions';
import type { OrderStatus } from '../../domain/orders/order-rules';
import type { Order, OrderCounts, Ordering } from '../../domain/orders/order-schema';
import type { PaymentSettings } from '../../domain/payments/payment-account-rules';
import type {
  PaymentAccount,
  PaymentAccountLink,
} from '../../domain/payments/payment-account-schema';
import type { Restaurant, UpdateRestaurant } from '../../domain/restaurant/restaurant-schema';
import type { Table, Tables as TableList } from '../../domain/tables/tables';
import type { WeeklySlot } from '../../domain/time/weekly-slots';
import { request } from './http';

export type { TranslationItem } from '../../domain/i18n/translation-schema';
export { ApiError } from './api-error';

// Every answer's type is inferred from the schema the server answers with (src/domain):
// type-only imports, so no schema reaches the owner app's bundles.
export type {
  Account,
  MenuSchedule,
  OrderCounts,
  Ordering,
  PaymentAccount,
  PaymentSettings,
  Restaurant,
  ServedMenu,
  Table,
  TableList,
  TranslationList,
};

/**
 * The owner app's client for the JSON API (/api/v1, same origin, session cookie). Every call
 * resolves with data or throws an `ApiError` whose message is French and ready to show
 * (the server writes it). Accounts go through auth-client.ts.
 */
export const api = {
  account: () => request<Account>('GET', '/api/v1/account'),
  restaurant: () => request<Restaurant>('GET', '/api/v1/restaurant'),
  /** A taken address answers a 409 ApiError ("Cette adresse est déjà prise"). */
  updateRestaurant: (changes: UpdateRestaurant) =>
    request<Restaurant>('PUT', '/api/v1/restaurant', { body: changes }),

  listMenus: () => request<MenuView[]>('GET', '/api/v1/menus'),
  getMenu: (id: string) => request<MenuDetail>('GET', `/api/v1/menus/${encodeURIComponent(id)}`),
  /** Without a document the server creates "Nouveau Menu" with the core categories. */
  createMenu: (document?: MenuDocumentInput) =>
    request<MenuDetail>('POST', '/api/v1/menus', { body: document }),
  /** Optimistic concurrency: a 409 ApiError means someone saved a newer version. */
  updateMenu: (id: string, version: number, document: MenuDocument | MenuDocumentInput) =>
    request<MenuDetail>('PUT', `/api/v1/menus/${encodeURIComponent(id)}`, {
      body: document,
      headers: { 'if-match': `"${version}"` },
    }),
  deleteMenu: (id: string) => request<void>('DELETE', `/api/v1/menus/${encodeURIComponent(id)}`),
  duplicateMenu: (id: string) =>
    request<MenuDetail>('POST', `/api/v1/menus/${encodeURIComponent(id)}/duplicate`),
  activateMenu: (id: string) =>
    request<MenuView[]>('POST', `/api/v1/menus/${encodeURIComponent(id)}/activate`),
  deactivateMenu: (id: string) =>
    request<MenuView[]>('POST', `/api/v1/menus/${encodeURIComponent(id)}/deactivate`),
  servedMenu: () => request<ServedMenu>('GET', '/api/v1/menus/served'),
  /** Premium; `[]` removes the schedule (kept beside the document: no version, no If-Match). */
  setMenuSchedule: (id: string, slots: WeeklySlot[]) =>
    request<MenuSchedule>('PUT', `/api/v1/menus/${encodeURIComponent(id)}/schedule`, {
      body: { slots },
    }),

  /** Dishes marked "Épuisé" now (kept beside the document: no version, no If-Match). */
  availability: (menuId: string) =>
    request<Availability>('GET', `/api/v1/menus/${encodeURIComponent(menuId)}/availability`),
  setSoldOut: (menuId: string, dishId: string, body: SetSoldOut) =>
    request<Availability>(
      'POST',
      `/api/v1/menus/${encodeURIComponent(menuId)}/items/${encodeURIComponent(dishId)}/sold-out`,
      { body },
    ),

  /** Promotions of a menu (Premium; beside the document: no version, no If-Match). */
  promotions: (menuId: string) =>
    request<PromotionList>('GET', `/api/v1/menus/${encodeURIComponent(menuId)}/promotions`),
  createPromotion: (menuId: string, body: PromotionInputDraft) =>
    request<PromotionAnswer>('POST', `/api/v1/menus/${encodeURIComponent(menuId)}/promotions`, {
      body,
    }),
  updatePromotion: (menuId: string, id: string, body: PromotionInputDraft) =>
    request<PromotionAnswer>(
      'PUT',
      `/api/v1/menus/${encodeURIComponent(menuId)}/promotions/${encodeURIComponent(id)}`,
      { body },
    ),
  deletePromotion: (menuId: string, id: string) =>
    request<void>(
      'DELETE',
      `/api/v1/menus/${encodeURIComponent(menuId)}/promotions/${encodeURIComponent(id)}`,
    ),

  describeDish: (name: string) =>
    request<DishDescription>('POST', '/api/v1/dishes/describe', {
      body: { name },
    }),

  listOrders: (statuses?: readonly OrderStatus[]) =>
    request<Order[]>('GET', `/api/v1/orders${statuses ? `?status=${statuses.join(',')}` : ''}`),
  orderCounts: () => request<OrderCounts>('GET', '/api/v1/orders/counts'),
  changeOrderStatus: (id: string, status: OrderStatus) =>
    request<Order>('POST', `/api/v1/orders/${encodeURIComponent(id)}/status`, {
      body: { status },
    }),
  ordering: () => request<Ordering>('GET', '/api/v1/ordering'),
  setOrdering: (open: boolean) => request<Ordering>('PUT', '/api/v1/ordering', { body: { open } }),
  setTakeAway: (takeAway: boolean) =>
    request<Ordering>('PUT', '/api/v1/ordering', { body: { takeAway } }),

  subscription: () => request<SubscriptionSummary>('GET', '/api/v1/billing/subscription'),
  /** `{url}` of a Checkout page (or of the portal when already subscribed). */
  startCheckout: () =>
    request<BillingUrl>('POST', '/api/v1/billing/checkout', {
      body: { productType: 'premium' },
    }),
  openBillingPortal: () => request<BillingUrl>('POST', '/api/v1/billing/portal'),

  /** Table payments (Premium): the restaurant's Stripe account, as Stripe last said it was. */
  paymentAccount: () => request<PaymentAccount>('GET', '/api/v1/payments/account'),
  /** `{url}` of Stripe's onboarding (the account is created on first use). */
  startPaymentOnboarding: () =>
    request<PaymentAccountLink>('POST', '/api/v1/payments/account/link'),
  paymentSettings: () => request<PaymentSettings>('GET', '/api/v1/payments/settings'),
  savePaymentSettings: (settings: PaymentSettings) =>
    request<PaymentSettings>('PUT', '/api/v1/payments/settings', { body: settings }),

  listTables: () => request<TableList>('GET', '/api/v1/tables'),
  saveTables: (names: string[]) => request<TableList>('PUT', '/api/v1/tables', { body: { names } }),
  /** A new code for one table: its printed code stops working. */
  regenerateTable: (name: string) =>
    request<Table>('POST', `/api/v1/tables/${encodeURIComponent(name)}/regenerate`),

  translations: (menuId: string, lang: string) =>
    request<TranslationList>('GET', translationsPath(menuId, lang)),
  /** The owner's corrections; an empty text gives the field back to the machine. */
  saveTranslations: (menuId: string, lang: string, items: SaveTranslations['items']) =>
    request<TranslationList>('PUT', translationsPath(menuId, lang), { body: { items } }),
  retranslate: (menuId: string, lang: string, keys: string[]) =>
    request<TranslationList>(
      'POST',
      `/api/v1/menus/${encodeURIComponent(menuId)}/translations/retranslate?lang=${lang}`,
      { body: { keys } },
    ),
};

const translationsPath = (menuId: string, lang: string) =>
  `/api/v1/menus/${encodeURIComponent(menuId)}/translations?lang=${encodeURIComponent(lang)}`;

/** Owner-only images and files, for <img src> and download links. */
export const apiUrls = {
  /**
   * The restaurant's code, or one table's. `version` (the table's token) changes the address
   * when the code changes: the browser shows the new image, not the one it has in memory.
   */
  activeQr: (
    format: 'png' | 'svg',
    options: { table?: string; version?: string; download?: boolean } = {},
  ) => `/api/v1/qr/active.${format}${query(options)}`,
  menuQr: (menuId: string, format: 'png' | 'svg', options: { download?: boolean } = {}) =>
    `/api/v1/menus/${encodeURIComponent(menuId)}/qr.${format}${query(options)}`,
  printKit: () => '/api/v1/qr/kit.pdf',
};

function query(options: { table?: string; version?: string; download?: boolean }) {
  const params = new URLSearchParams();
  if (options.table) params.set('table', options.table);
  if (options.version) params.set('v', options.version);
  if (options.download) params.set('download', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}
