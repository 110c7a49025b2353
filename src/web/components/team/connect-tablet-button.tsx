import { MonitorSmartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/button';

// The dialog (Radix, the form, the QR code) loads with the first tap: not in the board's weight.
const ConnectTabletDialog = lazy(() =>
  import('./connect-tablet-dialog').then((m) => ({ default: m.ConnectTabletDialog })),
);

/** "Connecter une tablette", on the orders board of owners and Gérants (issue 24 §2). */
export function ConnectTabletButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <MonitorSmartphone aria-hidden="true" />
        Connecter une tablette
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ConnectTabletDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
