import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { QR_MESSAGES } from './qr-messages';

/**
 * The owner QR pages' loading errors (spec part 1 §8): a menu that is missing or belongs to
 * someone else (404) → "Menu non trouvé"; any other failure → the generic message; both send
 * the owner back to the dashboard. A session that ended meanwhile (401) is re-checked, and
 * the session guard then sends the owner to /login.
 */
export function useQrLoadError(error: Error | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!error) return;
    // A fixed toast id: StrictMode runs effects twice in development.
    const id = 'qr-load-error';
    if (error instanceof ApiError && error.status === 401) {
      toast.error(QR_MESSAGES.authError, { id, description: QR_MESSAGES.authErrorHint });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      return;
    }
    const isMissing = error instanceof ApiError && error.status === 404;
    toast.error(isMissing ? QR_MESSAGES.menuNotFound : QR_MESSAGES.loadFailed, { id });
    navigate('/dashboard', { replace: true });
  }, [error, navigate, queryClient]);
}
