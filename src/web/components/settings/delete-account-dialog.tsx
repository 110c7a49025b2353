import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AUTH_ERROR_CODES,
  AuthRequestError,
  deleteAccount,
  messageOf,
} from '../../lib/auth-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormField } from '../ui/form-field';
import { PasswordInput } from '../ui/password-input';

/**
 * What goes and what stays (issue 25 §6): everything but the payments journal, which the law
 * keeps 6 years (docs/fiscal-journal.md §6, docs/data-export.md).
 */
const ERASED_AND_KEPT =
  "Seront effacés définitivement, conformément à votre droit à l'effacement (RGPD) : votre compte, le profil du restaurant, vos menus, photos et QR codes, les commandes, les mesures d'audience, votre équipe et ses tablettes, vos exports. Seul le journal des paiements à table (montants, TVA, sans donnée personnelle) est conservé 6 ans, comme la loi l'exige (article L102 B du livre des procédures fiscales). Pensez à exporter vos données avant. Cette action est irréversible.";

/** Asks for the password, then erases the account and all its data (GDPR right to erasure). */
export function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  /** The problem goes under the password field, which gets the focus back. */
  function refuse(message: string) {
    setError(message);
    passwordRef.current?.focus();
    return false;
  }

  async function onConfirm() {
    if (!password) return refuse('Saisissez votre mot de passe pour confirmer.');
    try {
      await deleteAccount(password);
    } catch (failure) {
      const isWrongPassword =
        failure instanceof AuthRequestError && failure.reason === AUTH_ERROR_CODES.invalidPassword;
      return refuse(
        isWrongPassword
          ? 'Mot de passe incorrect.'
          : messageOf(failure, 'Impossible de supprimer le compte.'),
      );
    }
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    queryClient.setQueryData(queryKeys.session, null);
    toast.success('Compte supprimé', {
      description: 'Votre compte et toutes vos données ont été supprimés.',
    });
    navigate('/login', { replace: true });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className="sm:justify-self-start">
          Supprimer mon compte
        </Button>
      }
      onOpenChange={() => {
        setPassword('');
        setError(undefined);
      }}
      initialFocus={passwordRef}
      title="Supprimer définitivement votre compte ?"
      description={ERASED_AND_KEPT}
      confirmLabel="Supprimer définitivement"
      variant="destructive"
      onConfirm={onConfirm}
    >
      <FormField label="Mot de passe" hint="Confirmez avec votre mot de passe." error={error}>
        <PasswordInput
          ref={passwordRef}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
        />
      </FormField>
    </ConfirmDialog>
  );
}
