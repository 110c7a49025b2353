import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AuthLayout } from '../components/auth/auth-layout';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { messageOf, rememberDevice } from '../lib/auth-client';
import { request } from '../lib/http';
import { useSearchParams } from '../lib/plain-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** The orders board (shell/nav-items' ORDERS_PATH, not imported: this screen stays apart). */
const BOARD_PATH = '/dashboard/orders';

/**
 * `/tablette` (issue 24 §2): a kitchen or floor tablet signs in with the code the board shows,
 * typed or scanned (the QR code opens `/tablette?code=…`, which pairs at once). No password.
 */
export function TabletPage() {
  useDocumentTitle('Connecter une tablette');
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(searchParams.get('code') ?? '');
  const [error, setError] = useState<string>();
  const [isPairing, setIsPairing] = useState(false);
  const scanned = useRef(false);

  async function pair(value: string) {
    if (isPairing) return;
    if (!value.trim()) {
      setError('Saisissez le code affiché sur le tableau des commandes.');
      return;
    }
    setError(undefined);
    setIsPairing(true);
    try {
      await request('POST', '/api/v1/public/devices/pair', { body: { code: value } });
      rememberDevice(true);
      // A full load: the board starts as the tablet, nothing cached from before.
      window.location.replace(BOARD_PATH);
    } catch (failure) {
      setError(messageOf(failure, 'Connexion impossible. Vérifiez le réseau et réessayez.'));
      setIsPairing(false);
    }
  }

  // Scanned: the code came in the address, pair without a tap (once, even in StrictMode).
  useEffect(() => {
    const scannedCode = searchParams.get('code');
    if (!scannedCode || scanned.current) return;
    scanned.current = true;
    void pair(scannedCode);
  });

  return (
    <AuthLayout
      title="Connecter une tablette"
      description="Saisissez le code affiché sur le tableau des commandes (« Connecter une tablette »). Il est valable 5 minutes."
    >
      {searchParams.get('fin') === '1' && (
        <p role="status" className="mb-4 rounded-lg border border-warning/40 bg-warning/10 p-3">
          Cette tablette a été déconnectée. Affichez un nouveau code sur le tableau des commandes
          pour la reconnecter.
        </p>
      )}
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void pair(code);
        }}
      >
        <FormField label="Code de connexion" error={error}>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH"
            className="text-center font-mono text-2xl tracking-widest"
          />
        </FormField>
        <Button type="submit" size="lg" isLoading={isPairing}>
          Connecter
        </Button>
      </form>
    </AuthLayout>
  );
}
