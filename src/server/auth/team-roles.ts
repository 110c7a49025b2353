import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';

/**
 * Our four roles in Better Auth's access control (docs/decisions/016-team.md), for what the
 * organization plugin checks itself: who may invite, change a role, remove a member. What a role
 * may do in Ardoise is src/domain/team/roles.ts; these grants follow its 'team.manage'.
 */
const ac = createAccessControl(defaultStatements);
const manageTeam = {
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
} as const;

export const teamAccessControl = {
  ac,
  roles: {
    owner: ac.newRole({ ...manageTeam, organization: ['update'] }),
    manager: ac.newRole(manageTeam),
    service: ac.newRole({}),
    kitchen: ac.newRole({}),
  },
};
