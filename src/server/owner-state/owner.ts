import type { Role } from '../../domain/team/roles';

/**
 * The restaurant a request acts for (auth/require-owner.ts finds it from the session): `id` is
 * the owner's user id, the key of every restaurant row (docs/decisions/016-team.md).
 */
export type Owner = { id: string; email: string; restaurantName: string };

/**
 * Who is acting on the restaurant's side: the owner, a member of the team or a paired device.
 * Recorded on what they do ("Marqué prêt par Karim, 20:41"); `role` decides what they may do.
 */
export type Actor = {
  /** A user id (the owner, a member) or a device id. */
  id: string;
  /** What the history shows: the member's name, the device's name. */
  name: string;
  role: Role;
  kind: 'user' | 'device';
};
