import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  ROLE_LABELS,
  type Role,
} from '../../../domain/team/roles';
import type { Team } from '../../../domain/team/team-schema';
import { messageOf } from '../../lib/auth-client';
import { queryKeys } from '../../lib/query-keys';
import { teamApi } from '../../lib/team-api';
import { toast } from '../../lib/toast';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { lastSeen } from './team-format';

const ROLE_HINTS: Record<AssignableRole, string> = {
  manager: 'Tout, sauf l’abonnement, le compte de paiement et la suppression du restaurant.',
  service: 'Commandes, additions et clôture des tables, appels, « Épuisé », prise de commande.',
  kitchen: 'Tableau des commandes et « Épuisé » uniquement.',
};

/** Paramètres → Équipe: invite, change a role, remove; the tablets and their last activity. */
export function TeamCardContent() {
  const queryClient = useQueryClient();
  const {
    data: team,
    isPending,
    isError,
    refetch,
  } = useQuery({
    queryKey: queryKeys.team,
    queryFn: teamApi.team,
  });
  const saved = (next: Team) => queryClient.setQueryData(queryKeys.team, next);

  if (isPending) return <p className="text-sm text-muted-foreground">Chargement de l’équipe…</p>;
  if (isError || !team) {
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>Impossible de charger l’équipe.</p>
        <Button variant="outline" onClick={() => refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <InviteForm onSaved={saved} />
      <section aria-labelledby="team-members" className="grid min-w-0 gap-2">
        <h3 id="team-members" className="font-medium">
          Membres
        </h3>
        <ul className="grid grid-cols-[minmax(0,1fr)] divide-y rounded-lg border">
          {team.members.map((member) => (
            <li key={member.id} className="flex min-w-0 flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{member.name}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {member.email} · {lastSeen(member.lastActiveAt)}
                </p>
              </div>
              {member.role === 'owner' ? (
                <Badge variant="muted">{ROLE_LABELS.owner}</Badge>
              ) : (
                <MemberActions
                  member={{ id: member.id, name: member.name, role: member.role }}
                  onSaved={saved}
                />
              )}
            </li>
          ))}
        </ul>
      </section>
      {team.invitations.length > 0 && (
        <section aria-labelledby="team-invitations" className="grid min-w-0 gap-2">
          <h3 id="team-invitations" className="font-medium">
            Invitations en attente
          </h3>
          <ul className="grid grid-cols-[minmax(0,1fr)] divide-y rounded-lg border">
            {team.invitations.map((invitation) => (
              <li key={invitation.id} className="flex min-w-0 flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {ROLE_LABELS[invitation.role]} · valable jusqu’au{' '}
                    {new Date(invitation.expiresAt).toLocaleDateString('fr-FR')}
                  </p>
                </div>
                <Button
                  variant="outline"
                  onClick={async () => {
                    try {
                      saved(await teamApi.cancelInvitation(invitation.id));
                      toast.success('Invitation annulée.');
                    } catch (error) {
                      toast.error(messageOf(error, 'Impossible d’annuler l’invitation.'));
                    }
                  }}
                >
                  Annuler l’invitation
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="team-devices" className="grid min-w-0 gap-2">
        <h3 id="team-devices" className="font-medium">
          Tablettes connectées
        </h3>
        {team.devices.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Aucune tablette. Depuis le tableau des commandes, « Connecter une tablette » affiche un
            code à saisir ou scanner sur la tablette.
          </p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] divide-y rounded-lg border">
            {team.devices.map((device) => (
              <li key={device.id} className="flex min-w-0 flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{device.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {ROLE_LABELS[device.role]} · {lastSeen(device.lastActiveAt)}
                  </p>
                </div>
                <ConfirmDialog
                  trigger={<Button variant="outline">Déconnecter</Button>}
                  title={`Déconnecter « ${device.name} » ?`}
                  description="Le tableau de cette tablette se ferme aussitôt. Pour la reconnecter, affichez un nouveau code."
                  confirmLabel="Déconnecter"
                  pendingLabel="Déconnexion…"
                  variant="destructive"
                  errorFallback="Impossible de déconnecter la tablette."
                  onConfirm={async () => {
                    saved(await teamApi.revokeDevice(device.id));
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function InviteForm({ onSaved }: { onSaved: (team: Team) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('service');
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    setError(undefined);
    setIsSending(true);
    try {
      onSaved(await teamApi.inviteMember(email.trim(), role));
      toast.success(`Invitation envoyée à ${email.trim()}.`);
      setEmail('');
    } catch (failure) {
      setError(messageOf(failure, 'Impossible d’envoyer l’invitation. Réessayez.'));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      noValidate
    >
      <FormField label="Email de la personne à inviter" error={error}>
        <Input
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </FormField>
      <FormField label="Rôle" hint={ROLE_HINTS[role]}>
        <NativeSelect
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
        >
          {ASSIGNABLE_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" isLoading={isSending} className="sm:mb-7">
        Inviter
      </Button>
    </form>
  );
}

function MemberActions({
  member,
  onSaved,
}: {
  member: { id: string; name: string; role: Role };
  onSaved: (team: Team) => void;
}) {
  const [isSaving, setIsSaving] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Rôle de {member.name}
      </label>
      <NativeSelect
        id={`role-${member.id}`}
        value={member.role}
        disabled={isSaving}
        className="w-36"
        onChange={async (event) => {
          setIsSaving(true);
          try {
            onSaved(
              await teamApi.changeMemberRole(member.id, event.target.value as AssignableRole),
            );
            toast.success(
              `${member.name} est maintenant ${ROLE_LABELS[event.target.value as Role]}.`,
            );
          } catch (error) {
            toast.error(messageOf(error, 'Impossible de changer le rôle.'));
          } finally {
            setIsSaving(false);
          }
        }}
      >
        {ASSIGNABLE_ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
      <ConfirmDialog
        trigger={<Button variant="outline">Retirer</Button>}
        title={`Retirer ${member.name} de l’équipe ?`}
        description="Ses sessions se terminent aussitôt, sur tous ses appareils."
        confirmLabel="Retirer"
        pendingLabel="Retrait…"
        variant="destructive"
        errorFallback="Impossible de retirer ce membre."
        onConfirm={async () => {
          onSaved(await teamApi.removeMember(member.id));
        }}
      />
    </div>
  );
}
