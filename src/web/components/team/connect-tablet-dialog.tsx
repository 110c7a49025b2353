import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ROLE_LABELS } from '../../../domain/team/roles';
import type { Pairing } from '../../../domain/team/team-schema';
import { messageOf } from '../../lib/auth-client';
import { queryKeys } from '../../lib/query-keys';
import { teamApi } from '../../lib/team-api';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';

type DeviceRole = 'kitchen' | 'service';

/** "2:41": what is left of a code's 5 minutes. */
const remaining = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * "Connecter une tablette" (issue 24 §2), on the orders board: the owner names the tablet and
 * picks its role; a code and its QR code, valid 5 minutes, sign the tablet in at /tablette.
 */
export function ConnectTabletDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('Tablette cuisine');
  const [role, setRole] = useState<DeviceRole>('kitchen');
  const [pairing, setPairing] = useState<Pairing | null>(null);
  const [error, setError] = useState<string>();
  const [isAsking, setIsAsking] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!pairing) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pairing]);

  const left = pairing ? new Date(pairing.expiresAt).getTime() - now : 0;

  async function ask(event?: FormEvent) {
    event?.preventDefault();
    if (isAsking) return;
    setError(undefined);
    setIsAsking(true);
    try {
      setPairing(await teamApi.startPairing(name.trim(), role));
      setNow(Date.now());
      void queryClient.invalidateQueries({ queryKey: queryKeys.team });
    } catch (failure) {
      setError(messageOf(failure, 'Impossible d’afficher un code. Réessayez.'));
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) setPairing(null);
        onOpenChange(isOpen);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connecter une tablette</DialogTitle>
          <DialogDescription>
            Sans mot de passe : la tablette n’accède qu’au tableau des commandes, avec le rôle
            choisi. Vous pourrez la déconnecter depuis Paramètres → Équipe.
          </DialogDescription>
        </DialogHeader>
        {pairing && left > 0 ? (
          <div className="grid justify-items-center gap-3 text-center">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pairing.qrSvg)}`}
              alt="QR code de connexion de la tablette"
              className="size-56"
            />
            <p>
              Scannez ce QR code avec la tablette, ou ouvrez <strong>/tablette</strong> et saisissez
              :
            </p>
            <p className="font-mono text-4xl font-bold tracking-widest">
              <span className="sr-only">Code : </span>
              {pairing.code}
            </p>
            <p role="timer" aria-live="off" className="text-sm text-muted-foreground">
              Valable encore {remaining(left)}
            </p>
          </div>
        ) : (
          <form onSubmit={ask} noValidate className="grid gap-4">
            {pairing && (
              <p role="status" className="text-sm text-muted-foreground">
                Le code a expiré : affichez-en un nouveau.
              </p>
            )}
            <FormField label="Nom de la tablette" error={error}>
              <Input
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={40}
              />
            </FormField>
            <FormField label="Rôle de la tablette">
              <NativeSelect
                value={role}
                onChange={(event) => setRole(event.target.value as DeviceRole)}
              >
                <option value="kitchen">{ROLE_LABELS.kitchen}</option>
                <option value="service">{ROLE_LABELS.service}</option>
              </NativeSelect>
            </FormField>
            <Button type="submit" isLoading={isAsking}>
              {pairing ? 'Nouveau code' : 'Afficher le code'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
