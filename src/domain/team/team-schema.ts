import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from '../account/account-rules';
import { ASSIGNABLE_ROLES, DEVICE_ROLES, PERMISSION_NAMES, type Permission, ROLES } from './roles';

export const RoleSchema = z.enum(ROLES);
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, 'Choisissez un rôle.');
export const DeviceRoleSchema = z.enum(DEVICE_ROLES, 'Choisissez un rôle.');

/** The team's API bodies and answers (issue 24 Contract; docs/api.md). */

export const InvitationInputSchema = z.object({ email: EmailSchema, role: AssignableRoleSchema });
export const MemberRoleInputSchema = z.object({ role: AssignableRoleSchema });

const NAME_MAX = 40;
export const DeviceNameSchema = z
  .string({ error: 'Donnez un nom à la tablette.' })
  .trim()
  .min(1, 'Donnez un nom à la tablette.')
  .max(NAME_MAX, `Le nom tient en ${NAME_MAX} caractères au plus.`);
export const PairingInputSchema = z.object({ name: DeviceNameSchema, role: DeviceRoleSchema });

/** What the tablet sends: the code as shown ("K7MQ-4XPA"), spaces and dashes allowed. */
export const PairInputSchema = z.object({
  code: z
    .string({ error: 'Saisissez le code affiché sur le tableau des commandes.' })
    .trim()
    .min(1, 'Saisissez le code affiché sur le tableau des commandes.')
    .max(20, 'Ce code est trop long.'),
});

export const PersonNameSchema = z
  .string({ error: 'Indiquez votre prénom.' })
  .trim()
  .min(1, 'Indiquez votre prénom.')
  .max(60, 'Le nom tient en 60 caractères au plus.');
export const InvitationAccountInputSchema = z.object({
  name: PersonNameSchema,
  password: NewPasswordSchema,
});

export const SwitchRestaurantInputSchema = z.object({ restaurantId: z.string().min(1).max(100) });

const IsoDate = z.string();

export const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  lastActiveAt: IsoDate.nullable(),
});
export const TeamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: IsoDate,
});
export const TeamDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: DeviceRoleSchema,
  createdAt: IsoDate,
  lastActiveAt: IsoDate,
});
export const TeamSchema = z.object({
  members: z.array(TeamMemberSchema),
  invitations: z.array(TeamInvitationSchema),
  devices: z.array(TeamDeviceSchema),
});
export type Team = z.infer<typeof TeamSchema>;
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type TeamDevice = z.infer<typeof TeamDeviceSchema>;

export const PairingSchema = z.object({ code: z.string(), qrSvg: z.string(), expiresAt: IsoDate });
export type Pairing = z.infer<typeof PairingSchema>;

export const PairedDeviceSchema = z.object({
  name: z.string(),
  role: DeviceRoleSchema,
  restaurantName: z.string(),
});

/** An invitation as the person invited sees it before accepting. */
export const InvitationViewSchema = z.object({
  restaurantName: z.string(),
  role: RoleSchema,
  email: z.string(),
  hasAccount: z.boolean(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

/** Who is signed in, for which restaurant, allowed to do what (every owner-app screen). */
export const MeSchema = z.object({
  restaurant: z.object({ id: z.string(), name: z.string() }),
  actor: z.object({
    id: z.string(),
    name: z.string(),
    role: RoleSchema,
    kind: z.enum(['user', 'device']),
    /** The user's own address; null for a device. */
    email: z.string().nullable(),
  }),
  permissions: z.array(z.enum(PERMISSION_NAMES as [Permission, ...Permission[]])),
  /** The restaurants this user may switch to (empty for a device). */
  restaurants: z.array(z.object({ id: z.string(), name: z.string(), role: RoleSchema })),
});
export type Me = z.infer<typeof MeSchema>;
