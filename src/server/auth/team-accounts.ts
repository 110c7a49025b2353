import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/account/account-rules';
import { AppError } from '../http/app-error';
import type { AuthLoader } from './auth-loader';
import { checkPassword } from './password-policy';

/**
 * The team's account operations through Better Auth's organization plugin (decision 016): the
 * plugin checks the caller's membership and role itself (auth/team-roles.ts), we turn its
 * refusals into French answers. Handed to the team feature (src/server/team) by app-services.
 */
const REFUSALS: Record<string, AppError> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: new AppError(
    'CONFLICT',
    'Cette personne fait déjà partie de l’équipe.',
  ),
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: new AppError(
    'CONFLICT',
    'Cette personne a déjà une invitation en attente.',
  ),
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: new AppError(
    'FORBIDDEN',
    'Cette invitation a été envoyée à une autre adresse email. Connectez-vous avec celle-ci.',
  ),
  INVITATION_NOT_FOUND: new AppError('NOT_FOUND', 'Cette invitation n’existe plus ou a expiré.'),
  MEMBER_NOT_FOUND: new AppError('NOT_FOUND', 'Ce membre ne fait plus partie de l’équipe.'),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: new AppError(
    'CONFLICT',
    'Le restaurant garde toujours son propriétaire.',
  ),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: new AppError(
    'CONFLICT',
    'Le restaurant garde toujours son propriétaire.',
  ),
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: new AppError(
    'NOT_FOUND',
    'Vous ne faites pas partie de ce restaurant.',
  ),
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: new AppError(
    'NOT_FOUND',
    'Vous ne faites pas partie de ce restaurant.',
  ),
};
const forbidden = new AppError('FORBIDDEN', 'Votre rôle ne permet pas cette action.');

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // Imported on a refusal only: the server starts without Better Auth (auth-loader.ts).
    const { isAPIError } = await import('better-auth/api');
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? '';
    const known = REFUSALS[code];
    if (known) throw new AppError(known.code, known.message);
    if (error.statusCode === 403) throw forbidden;
    if (error.statusCode === 401)
      throw new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
    throw error;
  }
}

export function createTeamAccounts(loadAuth: AuthLoader) {
  return {
    async invite(headers: Headers, input: { organizationId: string; email: string; role: string }) {
      const auth = await loadAuth();
      const invitation = await translated(() =>
        auth.api.createInvitation({
          headers,
          body: { ...input, role: input.role as 'owner', resend: true },
        }),
      );
      return { id: invitation.id };
    },

    async cancelInvitation(headers: Headers, input: { invitationId: string }) {
      const auth = await loadAuth();
      await translated(() => auth.api.cancelInvitation({ headers, body: input }));
    },

    async updateRole(
      headers: Headers,
      input: { organizationId: string; memberId: string; role: string },
    ) {
      const auth = await loadAuth();
      await translated(() =>
        auth.api.updateMemberRole({
          headers,
          body: { ...input, role: input.role as 'owner' },
        }),
      );
    },

    async remove(headers: Headers, input: { organizationId: string; memberId: string }) {
      const auth = await loadAuth();
      await translated(() =>
        auth.api.removeMember({
          headers,
          body: { organizationId: input.organizationId, memberIdOrEmail: input.memberId },
        }),
      );
    },

    async accept(headers: Headers, input: { invitationId: string }) {
      const auth = await loadAuth();
      await translated(() => auth.api.acceptInvitation({ headers, body: input }));
    },

    async setActive(headers: Headers, input: { organizationId: string }) {
      const auth = await loadAuth();
      await translated(() => auth.api.setActiveOrganization({ headers, body: input }));
    },

    /**
     * An invited person without an account: the account is made verified (the link they opened
     * came to that address) and without a restaurant of its own; they then sign in as usual.
     */
    async createInvitedAccount(input: { email: string; name: string; password: string }) {
      if (
        input.password.length < PASSWORD_MIN_LENGTH ||
        input.password.length > PASSWORD_MAX_LENGTH
      ) {
        throw new AppError(
          'VALIDATION',
          `Le mot de passe doit contenir entre ${PASSWORD_MIN_LENGTH} et ${PASSWORD_MAX_LENGTH} caractères.`,
        );
      }
      const problem = await checkPassword(input.password);
      if (problem) throw new AppError('VALIDATION', problem);
      const auth = await loadAuth();
      const context = await auth.$context;
      const hash = await context.password.hash(input.password);
      const user = await context.internalAdapter.createUser(
        {
          email: input.email.toLowerCase(),
          name: input.name,
          emailVerified: true,
          restaurantName: '',
        },
        { method: 'email-password' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
    },
  };
}
