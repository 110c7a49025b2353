import { type FormEvent, useEffect, useState } from 'react';
import { ROLE_LABELS } from '../../domain/team/roles';
import type { InvitationView } from '../../domain/team/team-schema';
import { AuthLayout } from '../components/auth/auth-layout';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { LoadingState } from '../components/ui/loading-state';
import { messageOf, signIn } from '../lib/auth-client';
import { request } from '../lib/http';
import { useSearchParams } from '../lib/plain-router';
import { useDocumentTitle } from '../lib/use-document-title';

const invitationUrl = (id: string) => `/api/v1/public/invitations/${encodeURIComponent(id)}`;

type Loaded =
  | { state: 'pending' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; invitation: InvitationView };

/**
 * `/invitation?id=…`, opened from the invitation e-mail (issue 24 §1): someone new chooses a
 * name and a password; someone with an account signs in. Then they join the team and land on
 * what their role uses.
 */
export function InvitationPage() {
  useDocumentTitle('Invitation');
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('id') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'pending' });
  useEffect(() => {
    let isCurrent = true;
    request<InvitationView>('GET', invitationUrl(invitationId)).then(
      (invitation) => isCurrent && setLoaded({ state: 'ready', invitation }),
      (error: unknown) =>
        isCurrent &&
        setLoaded({
          state: 'failed',
          message: messageOf(error, 'Cette invitation n’existe plus ou a expiré.'),
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [invitationId]);
  const invitation = loaded.state === 'ready' ? loaded.invitation : null;

  return (
    <AuthLayout
      title={invitation ? `Rejoindre ${invitation.restaurantName}` : 'Invitation à une équipe'}
      description={
        invitation
          ? `Vous êtes invité(e) avec le rôle ${ROLE_LABELS[invitation.role]}.`
          : 'Rejoignez l’équipe d’un restaurant sur Ardoise.'
      }
    >
      {loaded.state === 'pending' ? (
        <LoadingState label="Chargement de l’invitation…" />
      ) : loaded.state === 'failed' ? (
        <p role="alert">{loaded.message} Demandez au restaurant de vous en envoyer une nouvelle.</p>
      ) : (
        <JoinForm invitationId={invitationId} invitation={loaded.invitation} />
      )}
    </AuthLayout>
  );
}

function JoinForm({
  invitationId,
  invitation,
}: {
  invitationId: string;
  invitation: InvitationView;
}) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({});
  const [isJoining, setIsJoining] = useState(false);
  const isNew = !invitation.hasAccount;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isJoining) return;
    const problems = {
      name: isNew && !name.trim() ? 'Indiquez votre prénom.' : undefined,
      // The rules (length, common passwords) are the server's: its 422 says which in French.
      password: password ? undefined : 'Saisissez votre mot de passe.',
    };
    setErrors(problems);
    if (problems.name || problems.password) return;
    setIsJoining(true);
    try {
      if (isNew) {
        await request('POST', `${invitationUrl(invitationId)}/account`, {
          body: { name: name.trim(), password },
        });
      }
      await signIn({ email: invitation.email, password });
      await request('POST', `${invitationUrl(invitationId)}/accept`);
      // A full load: the dashboard starts from the new session, nothing cached before.
      window.location.replace('/dashboard');
    } catch (error) {
      setErrors({ form: messageOf(error, 'Impossible de rejoindre l’équipe. Réessayez.') });
      setIsJoining(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Email">
        <Input type="email" value={invitation.email} readOnly autoComplete="username" />
      </FormField>
      {isNew && (
        <FormField
          label="Votre prénom"
          hint="Affiché à l’équipe : « Marqué prêt par Karim »."
          error={errors.name}
        >
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="given-name"
          />
        </FormField>
      )}
      <FormField
        label={isNew ? 'Choisissez un mot de passe' : 'Votre mot de passe'}
        hint={isNew ? 'Au moins 8 caractères ; une phrase est plus sûre qu’un mot.' : undefined}
        error={errors.password}
      >
        <Input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete={isNew ? 'new-password' : 'current-password'}
        />
      </FormField>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={isJoining}>
        {isNew ? 'Créer mon compte et rejoindre' : 'Me connecter et rejoindre'}
      </Button>
    </form>
  );
}
