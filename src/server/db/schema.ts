import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Dates come back as Date (PostgreSQL) or ISO text (SQLite):
 * repositories convert them, nothing above them sees the difference.
 */
type DateColumn = ColumnType<Date | string, Date | string, Date | string>;
type BooleanColumn = ColumnType<boolean | number, boolean, boolean>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: BooleanColumn;
  image: string | null;
  createdAt: DateColumn;
  updatedAt: DateColumn;
  restaurantName: string;
};

export type SessionTable = {
  id: string;
  expiresAt: DateColumn;
  token: string;
  createdAt: DateColumn;
  updatedAt: DateColumn;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** The restaurant (organization) this session acts for, chosen by a member of several. */
  activeOrganizationId: string | null;
};

/** Better Auth's organization plugin: one per restaurant, id = the owner's user id. */
export type OrganizationTable = {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  createdAt: DateColumn;
  metadata: string | null;
};

export type MemberTable = {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: DateColumn;
};

export type InvitationTable = {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: DateColumn;
  createdAt: DateColumn;
  inviterId: string;
};

export type TeamDeviceTable = {
  id: string;
  owner_id: string;
  name: string;
  role: 'service' | 'kitchen';
  token_hash: string;
  created_by_name: string;
  created_at: DateColumn;
  last_active_at: DateColumn;
};

export type TeamPairingTable = {
  code_hash: string;
  owner_id: string;
  name: string;
  role: 'service' | 'kitchen';
  created_by_name: string;
  expires_at: DateColumn;
};

export type ThrottleTable = {
  key: string;
  count: number;
  window_started_at: ColumnType<number, number | bigint, number | bigint>;
};

export type MenuTable = {
  id: string;
  owner_id: string;
  /** JSON text on SQLite, parsed jsonb on PostgreSQL: read it with `parseJsonColumn`. */
  document: ColumnType<unknown, string, string>;
  is_active: BooleanColumn;
  /** `WeeklySlot[]` as JSON (like `document`), null: no schedule (docs/menu-schedules.md). */
  schedule: ColumnType<unknown, string | null | undefined, string | null>;
  version: number;
  created_at: DateColumn;
  updated_at: DateColumn;
};

export type OwnerPlanTable = {
  owner_id: string;
  plan: 'free' | 'premium';
  updated_at: DateColumn;
};

export type RestaurantTableTable = {
  owner_id: string;
  position: number;
  name: string;
  /** The secret its QR code carries (`?t=`), unique; set for every row (issue 21 §2). */
  token: string;
};

export type CustomerOrderTable = {
  id: string;
  owner_id: string;
  client_request_id: string;
  /** The Europe/Paris date the order belongs to: numbers restart each day. */
  service_day: string;
  number: number;
  status: 'pending' | 'preparing' | 'ready' | 'completed' | 'cancelled';
  menu_id: string;
  menu_version: number;
  table_name: string | null;
  language: string;
  /** JSON text on SQLite, parsed jsonb on PostgreSQL: read it with `parseJsonColumn`. */
  lines: ColumnType<unknown, string, string>;
  total_cents: number;
  created_at: DateColumn;
  updated_at: DateColumn;
  /** The table's tab it joined (issue 23); null: no table, or placed before tabs existed. */
  tab_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** "À la commande": kept off the board until its lines are paid (issue 23 §2). */
  awaits_payment: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** A staff order (issue 24 §3): who took it, their name as it was then; null for diners. */
  taken_by_id: ColumnType<string | null, string | null | undefined, string | null>;
  taken_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The order's own note (staff orders). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** "Validation par le personnel": waits in "À valider" (status pending) until accepted. */
  awaits_validation: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** A refused order's reason code (`REFUSAL_REASONS`); its status is then cancelled. */
  refusal_reason: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A table's tab (issue 23 §1): one open per table, closed when paid or by staff. */
export type TableTabTable = {
  id: string;
  owner_id: string;
  table_name: string;
  status: 'open' | 'closed';
  opened_at: DateColumn;
  closed_at: NullableDateColumn;
  closed_method: string | null;
  /** Who closed it ("Réglé en caisse"); null when the last payment closed it. */
  closed_by_name: string | null;
  /** Paid after all by a payment that had been cancelled, beyond what the tab could take. */
  credit_cents: Generated<number>;
};

export type TablePaymentTable = {
  id: string;
  owner_id: string;
  tab_id: string;
  client_request_id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'canceled';
  amount_cents: number;
  tip_cents: number;
  refunded_cents: ColumnType<number, number | undefined, number>;
  language: string;
  email: string | null;
  receipt_token: string;
  stripe_account_id: string | null;
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent_id: string | null;
  method: string | null;
  journal_sequence: number | null;
  /** An equal split: the number of people it was shared among (issue 41 §1); else null. */
  split_parts: ColumnType<number | null, number | null | undefined, number | null>;
  /** The receipt as issued (JSON text on SQLite, jsonb on PostgreSQL); null until paid. */
  receipt: ColumnType<unknown, string | null | undefined, string | null>;
  expires_at: DateColumn;
  created_at: DateColumn;
  updated_at: DateColumn;
};

export type PaymentAllocationTable = {
  payment_id: string;
  tab_id: string;
  /** `<orderId>.<index>` */
  line_id: string;
  amount_cents: number;
};

export type PaymentRefundTable = {
  id: string;
  payment_id: string;
  owner_id: string;
  stripe_refund_id: string | null;
  amount_cents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  journal_sequence: number | null;
  created_at: DateColumn;
  updated_at: DateColumn;
  /** Who asked for it (the owner, a Gérant). */
  refunded_by_name: string | null;
};

type OrderEventKindColumn = 'status' | 'lines' | 'accepted' | 'refused';

export type OrderEventTable = {
  id: Generated<number>;
  order_id: string;
  owner_id: string;
  from_status: string | null;
  to_status: string;
  actor: 'diner' | 'owner';
  /** Which member or device of the restaurant (null for diners and older events). */
  actor_id: string | null;
  actor_name: string | null;
  created_at: DateColumn;
  /** What the event is (issue 24 §3); 'status' for every event written before kinds. */
  kind: ColumnType<OrderEventKindColumn, OrderEventKindColumn | undefined, OrderEventKindColumn>;
  /** A refusal's reason code, a line change's reason as staff typed it; null otherwise. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
};

export type TableCallTable = {
  id: string;
  owner_id: string;
  table_name: string;
  kind: 'waiter' | 'bill';
  status: 'open' | 'acknowledged' | 'expired';
  created_at: DateColumn;
  acknowledged_at: NullableDateColumn;
  /** Who answered "J'arrive" (a member or a device), the name as it was then. */
  acknowledged_by_id: string | null;
  acknowledged_by_name: string | null;
  /** When it stopped being open (acknowledged or expired). */
  closed_at: NullableDateColumn;
};

/** Issue 26: counts per restaurant, UTC hour, menu, kind and key (stats/audience-kinds.ts). */
export type AudienceHourTable = {
  owner_id: string;
  /** The hour's start, UTC, ISO (`2026-11-26T09:00:00.000Z`). */
  hour: string;
  menu_id: string;
  kind: string;
  key: string;
  count: number;
};

/** Issue 25 §5: the owner's own sentence for the allergen table. */
export type AllergenNoticeTable = {
  owner_id: string;
  text: string;
  updated_at: string;
};

/** Issue 25 §6: the owner's data export (one per owner), its archive kept 24 hours. */
export type DataExportTable = {
  owner_id: string;
  id: string;
  /** 'building' | 'ready' | 'failed'. */
  status: string;
  /** The archive's file under DATA_DIR/exports. */
  file_name: string | null;
  bytes: number | null;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
};

/** Hours older than 13 months, rolled into Paris days (`2026-11-26`). */
export type AudienceDayTable = {
  owner_id: string;
  day: string;
  menu_id: string;
  kind: string;
  key: string;
  count: number;
};

export type OrderingSettingTable = {
  owner_id: string;
  is_open: BooleanColumn;
  /** "Commandes à emporter / sans table": orders without a table's token are taken. */
  take_away: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** "Validation par le personnel" (off by default): diners' orders wait in "À valider". */
  staff_validation: ColumnType<boolean | number, boolean | undefined, boolean>;
  updated_at: DateColumn;
};

/** One row per change other processes must hear of (events/event-log.ts). */
export type AppEventTable = {
  id: Generated<number>;
  type: string;
  owner_id: string;
  /** JSON text on SQLite, parsed jsonb on PostgreSQL: read it with `parseJsonColumn`. */
  payload: ColumnType<unknown, string, string>;
  created_at: DateColumn;
  /** Its place in the log, drawn at commit (a trigger: migration 2026-12-05-100-event-order). */
  seq: ColumnType<number | string | null, never, never>;
};

type NullableDateColumn = ColumnType<
  Date | string | null,
  Date | string | null,
  Date | string | null
>;

export type BillingCustomerTable = {
  owner_id: string;
  customer_id: string;
  created_at: DateColumn;
};

export type BillingSubscriptionTable = {
  id: string;
  owner_id: string;
  customer_id: string;
  status: string;
  price_id: string | null;
  current_period_end: NullableDateColumn;
  cancel_at_period_end: BooleanColumn;
  past_due_since: NullableDateColumn;
  fetched_at: DateColumn;
};

export type BillingEventTable = {
  id: string;
  type: string;
  received_at: DateColumn;
};

/** Table payments: the owner's Stripe connected account (docs/table-payments.md). */
export type PaymentAccountTable = {
  owner_id: string;
  stripe_account_id: string;
  status: string;
  pending_reason: string | null;
  requirements_due: BooleanColumn;
  activated_at: NullableDateColumn;
  fetched_at: NullableDateColumn;
  created_at: DateColumn;
};

export type PaymentSettingTable = {
  owner_id: string;
  pay_when: string;
  tips: BooleanColumn;
  updated_at: DateColumn;
};

export type PaymentWebhookEventTable = {
  id: string;
  type: string;
  account_id: string;
  received_at: DateColumn;
};

export type ImageTable = {
  id: string;
  owner_id: string;
  /** Content hash of the upload: the stored files' names. */
  hash: string;
  width: number;
  height: number;
  /** Bytes of the stored variants (the owner's quota). */
  bytes: number;
  /** data: URL of a 16 px preview. */
  placeholder: string;
  /** JSON text: [{ format, width, height }]. */
  variants: string;
  created_at: DateColumn;
  orphaned_at: DateColumn | null;
};

export type MenuTranslationTable = {
  menu_id: string;
  lang: string;
  key: string;
  owner_id: string;
  source_hash: string;
  text: string;
  /** Who wrote it (src/domain/i18n/translation-precedence.ts): owner, machine or dictionary. */
  origin: 'owner' | 'machine' | 'dictionary';
  /** deepl, openai, dictionary or owner. */
  provider: string;
  updated_at: DateColumn;
};

export type TranslationJobTable = {
  menu_id: string;
  lang: string;
  owner_id: string;
  generation: number;
  attempts: number;
  run_after: DateColumn;
  locked_by: string | null;
  locked_until: NullableDateColumn;
  /** Why the last attempt failed, in French for the editor (null: none). */
  failure: string | null;
};

export type TranslationUsageTable = {
  owner_id: string;
  month: string;
  characters: number;
};

/** A dish marked "Épuisé" (availability/availability-repository.ts). */
export type PromotionTable = {
  id: string;
  menu_id: string;
  owner_id: string;
  /** JSON text on SQLite, parsed jsonb on PostgreSQL: read it with `parseJsonColumn`. */
  rule: ColumnType<unknown, string, string>;
  is_enabled: BooleanColumn;
  created_at: DateColumn;
  updated_at: DateColumn;
};

export type DishSoldOutTable = {
  menu_id: string;
  dish_id: string;
  owner_id: string;
  /** null: until further notice. */
  until: NullableDateColumn;
  created_at: DateColumn;
  /** Who marked it (a member's or a device's name); null before the team existed. */
  marked_by_name: string | null;
};

/** A restaurant's public addresses, current and former (issue 15 §6). */
export type RestaurantSlugTable = {
  slug: string;
  owner_id: string;
  is_current: BooleanColumn;
  created_at: DateColumn;
  /** When the owner left this address (null while current); released SLUG_RELEASE_DAYS later. */
  retired_at: DateColumn | null;
};

/** One row per change of an owner's current address (the rename limit counts them). */
export type RestaurantSlugChangeTable = {
  owner_id: string;
  changed_at: DateColumn;
};

/** The restaurant's public profile (docs/restaurant-profile.md); one row per owner. */
export type RestaurantProfileTable = {
  owner_id: string;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
  /** E.164: +33123456789. */
  phone: string | null;
  description: string | null;
  website: string | null;
  /** The handle, without "@". */
  instagram: string | null;
  reservation_url: string | null;
  /** JSON list of weekly slots: text on SQLite, jsonb on PostgreSQL (`parseJsonColumn`). */
  opening_hours: ColumnType<unknown, string, string>;
  logo_image_id: string | null;
  cover_image_id: string | null;
  /** Raison sociale, SIRET, VAT number: what receipts print (2026-12-01-120). */
  legal_name: string | null;
  siret: string | null;
  vat_number: string | null;
  is_vat_exempt: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** The registered office, when it is not the restaurant's address. */
  legal_street_address: string | null;
  legal_postal_code: string | null;
  legal_city: string | null;
  updated_at: DateColumn;
};

/**
 * The payments journal (fiscal-journal/, docs/fiscal-journal.md): append-only, signed and
 * chained per owner. Times and payload are text: the signed bytes are the stored bytes.
 */
export type JournalEntryTable = {
  /** The restaurant; no foreign key: entries outlive the account (6 years). */
  owner_id: string;
  /** 1, 2, 3… per owner, no gaps. */
  sequence: number;
  kind: 'payment' | 'refund' | 'tab_closure' | 'line_cancellation' | 'chain_break';
  /** UTC ISO: when it happened, as the caller said. */
  occurred_at: string;
  /** UTC ISO: when the journal wrote it (never before the previous entry's). */
  recorded_at: string;
  /** Canonical JSON (journal-schema.ts `JournalPayloadSchema`). */
  payload: string;
  previous_signature: string;
  signature: string;
};

/** Daily, monthly and yearly closures, chained per owner and kind. */
export type JournalClosureTable = {
  owner_id: string;
  kind: 'day' | 'month' | 'year';
  /** `2026-12-01`, `2026-12`, `2026` (Europe/Paris calendar). */
  period: string;
  sequence: number;
  first_sequence: number;
  last_sequence: number;
  entry_count: number;
  /** Canonical JSON (journal-schema.ts `ClosureTotalsSchema`). */
  totals: string;
  closed_at: string;
  previous_signature: string;
  signature: string;
  /** The last covered entry's signature, signed in (null before migration 2026-12-07-130). */
  last_signature: string | null;
};

/** One per owner: the chain's head, signed (migration 2026-12-07-130, docs/fiscal-journal.md). */
export type JournalHeadTable = {
  owner_id: string;
  sequence: number;
  signature: string;
  updated_at: string;
  /** HMAC of (owner, sequence, signature); null for a head the migration wrote. */
  head_signature: string | null;
};

/** Issue 25: "Importer une carte" jobs (imports/import-repository.ts). JSON columns: text on SQLite. */
export type MenuImportTable = {
  id: string;
  owner_id: string;
  status: 'queued' | 'reading' | 'ready' | 'failed';
  progress: number;
  source_kind: string;
  filename: string | null;
  pages: number | null;
  source_text: string | null;
  draft: unknown;
  unrecognised: unknown;
  rows: unknown;
  mapping: unknown;
  structured_by: string | null;
  /** Issue 42: `ai`, `ocr`, `pdf-text`, `text` or `spreadsheet`. */
  read_by: string | null;
  error: string | null;
  attempts: Generated<number>;
  locked_by: string | null;
  locked_until: NullableDateColumn;
  created_at: DateColumn;
  updated_at: DateColumn;
};

export type MenuImportFileTable = { import_id: string; bytes: Uint8Array };

export type Database = {
  menu_import: MenuImportTable;
  menu_import_file: MenuImportFileTable;
  journal_entry: JournalEntryTable;
  journal_closure: JournalClosureTable;
  journal_head: JournalHeadTable;
  restaurant_slug: RestaurantSlugTable;
  restaurant_slug_change: RestaurantSlugChangeTable;
  restaurant_profile: RestaurantProfileTable;
  app_event: AppEventTable;
  dish_sold_out: DishSoldOutTable;
  promotion: PromotionTable;
  billing_customer: BillingCustomerTable;
  billing_event: BillingEventTable;
  billing_subscription: BillingSubscriptionTable;
  payment_account: PaymentAccountTable;
  payment_setting: PaymentSettingTable;
  payment_webhook_event: PaymentWebhookEventTable;
  image: ImageTable;
  customer_order: CustomerOrderTable;
  table_tab: TableTabTable;
  table_payment: TablePaymentTable;
  payment_allocation: PaymentAllocationTable;
  payment_refund: PaymentRefundTable;
  order_event: OrderEventTable;
  table_call: TableCallTable;
  audience_hour: AudienceHourTable;
  audience_day: AudienceDayTable;
  allergen_notice: AllergenNoticeTable;
  data_export: DataExportTable;
  ordering_setting: OrderingSettingTable;
  restaurant_table: RestaurantTableTable;
  menu: MenuTable;
  menu_translation: MenuTranslationTable;
  translation_job: TranslationJobTable;
  translation_usage: TranslationUsageTable;
  owner_plan: OwnerPlanTable;
  user: UserTable;
  session: SessionTable;
  organization: OrganizationTable;
  member: MemberTable;
  invitation: InvitationTable;
  team_device: TeamDeviceTable;
  team_pairing: TeamPairingTable;
  throttle: ThrottleTable;
};
