import { ShieldAlert } from 'lucide-react';
import { JOURNAL_MESSAGES } from '../../../domain/journal/journal-messages';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

/**
 * The banner's content, loaded only when the journal is found changed (journal-banner.tsx): it
 * is no part of what every screen downloads first (docs/performance.md, the screens' budgets).
 */
export default function JournalAlert({ problem }: { problem: string | null }) {
  return (
    <div className="mx-auto mt-4 w-full max-w-6xl px-4 sm:px-6">
      <Alert variant="destructive" role="alert">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>Journal des paiements modifié</AlertTitle>
        <AlertDescription>
          <p>{JOURNAL_MESSAGES.banner}</p>
          {problem && <p className="mt-1 text-xs">{problem}</p>}
        </AlertDescription>
      </Alert>
    </div>
  );
}
