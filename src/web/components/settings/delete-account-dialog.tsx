import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AUTH_ERROR_CODES,
  AuthRequestError,
  deleteAccount,
  messageOf,
} from '../../lib/auth-client';
import { queryKeys } from '../../lib/query-keys';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { PasswordInput } from '../ui/password-input';

/** Asks for the password, then erases the account and all its data (GDPR right to erasure). */
export function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isDeleting, setIsDeleting] = useState(false);

  function onOpenChange(open: boolean) {
    if (isDeleting) return;
    setIsOpen(open);
    setPassword('');
    setError(undefined);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Saisissez votre mot de passe pour confirmer.');
      passwordRef.current?.focus();
      return;
    }
    setIsDeleting(true);
    try {
      await deleteAccount(password);
    } catch (failure) {
      setIsDeleting(false);
      const isWrongPassword =
        failure instanceof AuthRequestError && failure.reason === AUTH_ERROR_CODES.invalidPassword;
      setError(
        isWrongPassword
          ? 'Mot de passe incorrect.'
          : messageOf(failure, 'Impossible de supprimer le compte.'),
      );
      passwordRef.current?.focus();
      return;
    }
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    queryClient.setQueryData(queryKeys.session, null);
    toast.success('Compte supprimé', {
      description: 'Votre compte et toutes vos données ont été supprimés.',
    });
    navigate('/login', { replace: true });
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="sm:justify-self-start">
          Supprimer mon compte
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          passwordRef.current?.focus();
        }}
      >
        <form noValidate onSubmit={onSubmit}>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer définitivement votre compte ?</AlertDialogTitle>
            <AlertDialogDescription>
              Votre compte, vos menus, vos QR codes et toutes vos données seront effacés
              définitivement, conformément à votre droit à l'effacement (RGPD). Cette action est
              irréversible.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField label="Mot de passe" hint="Confirmez avec votre mot de passe." error={error}>
            {(control) => (
              <PasswordInput
                {...control}
                ref={passwordRef}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                required
              />
            )}
          </FormField>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={isDeleting}>
                Annuler
              </Button>
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" isLoading={isDeleting}>
              Supprimer définitivement
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
