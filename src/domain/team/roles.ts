/**
 * The restaurant's team (issue 24 §1): who may do what. The owner app hides what a role may not
 * use, and every owner route of /api/v1 names the permission it needs (`config.permission`):
 * the server refuses the others with a 403 and `TEAM_MESSAGES.forbidden`.
 */
export const ROLES = ['owner', 'manager', 'service', 'kitchen'] as const;
export type Role = (typeof ROLES)[number];

/** Roles the owner (or a Gérant) may give: there is one owner, the one who signed up. */
export const ASSIGNABLE_ROLES = ['manager', 'service', 'kitchen'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Roles a paired device (a tablet) may have (§2). */
export const DEVICE_ROLES = ['service', 'kitchen'] as const;

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Propriétaire',
  manager: 'Gérant',
  service: 'Service',
  kitchen: 'Cuisine',
};

const EVERYONE: readonly Role[] = ROLES;
const FLOOR: readonly Role[] = ['owner', 'manager', 'service'];
const MANAGERS: readonly Role[] = ['owner', 'manager'];
const OWNER: readonly Role[] = ['owner'];

/**
 * Each permission and the roles that have it. Gérant: everything but the subscription, the
 * payment account and deleting the restaurant; Service: the orders board, tabs and closing,
 * table calls, "Épuisé", taking orders; Cuisine: the orders board and "Épuisé" only.
 */
export const PERMISSIONS = {
  /** Who is signed in, for which restaurant, with which role (every screen reads it). */
  'session.read': EVERYONE,
  /** The orders board: read and follow orders, move them along (en préparation, prêt…). */
  'orders.board': EVERYONE,
  /** "Épuisé" on a dish or a variant. */
  'availability.write': EVERYONE,
  /** Take an order for a table, change a pending order's lines, accept or refuse. */
  'orders.take': FLOOR,
  /** Tabs, payments seen from the board, closing a table ("Réglé en caisse"). */
  'tabs.manage': FLOOR,
  /** Table calls ("Appeler un serveur", "Demander l'addition"): see and acknowledge. */
  'calls.manage': FLOOR,
  /** Refund a payment. */
  'payments.refund': MANAGERS,
  /** Read a menu with its dishes (the editor; staff taking an order). */
  'menus.read': FLOOR,
  /** Menus, dishes, photos, translations, promotions, QR codes, schedules. */
  'menus.write': MANAGERS,
  /** The restaurant's profile, tables, ordering and payment settings. */
  'restaurant.write': MANAGERS,
  /** "Service du jour" and "Statistiques". */
  'reports.read': MANAGERS,
  /** Invite, change and remove members; pair and revoke devices. */
  'team.manage': MANAGERS,
  /** The subscription (Abonnement) and its invoices. */
  'billing.manage': OWNER,
  /** The Stripe account that receives table payments. */
  'payments.account': OWNER,
  /** "Exporter mes données": the archive of everything the restaurant keeps (issue 25 §6). */
  'account.export': OWNER,
  /** Deleting the restaurant (the owner's account). */
  'account.delete': OWNER,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Plain constants (no zod: the owner app's shell reads them); schemas in team-schema.ts. */
export const TEAM_MESSAGES = {
  forbidden: 'Votre rôle ne permet pas cette action. Demandez au propriétaire du restaurant.',
} as const;
