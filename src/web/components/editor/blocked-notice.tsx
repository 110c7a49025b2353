import { TriangleAlert } from 'lucide-react';
import { PLAN_MESSAGES } from '../../../domain/plans/plans';
import { UpgradeLink } from '../billing/upgrade-link';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { useEditor } from './editor-context';

/** The server refused the save (plan limit, menu gone): the work stays here, nothing is lost. */
export function BlockedNotice() {
  const { state } = useEditor();
  if (state.status !== 'blocked') return null;
  const isPlanLimit = (Object.values(PLAN_MESSAGES) as string[]).includes(state.message ?? '');
  return (
    <Alert variant="destructive" role="alert">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Modifications non enregistrées</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{state.message}</p>
        {isPlanLimit && <UpgradeLink variant="outline" />}
      </AlertDescription>
    </Alert>
  );
}
