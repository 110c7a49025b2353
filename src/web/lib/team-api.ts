import type { AssignableRole } from '../../domain/team/roles';
import type { Pairing, Team } from '../../domain/team/team-schema';
import { request } from './http';

/**
 * The team's calls (Paramètres → Équipe, the board's "Connecter une tablette", the account
 * menu's restaurant switch): apart from api.ts, loaded only by the screens that use them.
 */
export const teamApi = {
  team: () => request<Team>('GET', '/api/v1/team'),
  inviteMember: (email: string, role: AssignableRole) =>
    request<Team>('POST', '/api/v1/team/invitations', { body: { email, role } }),
  cancelInvitation: (id: string) =>
    request<Team>('DELETE', `/api/v1/team/invitations/${encodeURIComponent(id)}`),
  changeMemberRole: (id: string, role: AssignableRole) =>
    request<Team>('PUT', `/api/v1/team/members/${encodeURIComponent(id)}`, { body: { role } }),
  removeMember: (id: string) =>
    request<Team>('DELETE', `/api/v1/team/members/${encodeURIComponent(id)}`),
  startPairing: (name: string, role: 'service' | 'kitchen') =>
    request<Pairing>('POST', '/api/v1/team/devices/pairing', { body: { name, role } }),
  revokeDevice: (id: string) =>
    request<Team>('DELETE', `/api/v1/team/devices/${encodeURIComponent(id)}`),
  switchRestaurant: (restaurantId: string) =>
    request<void>('PUT', '/api/v1/me/restaurant', { body: { restaurantId } }),
};
