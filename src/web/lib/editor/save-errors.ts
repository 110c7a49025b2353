import { ApiError } from '../api';
import type { SaveFailure } from './save-controller';

export const SAVE_ERROR_MESSAGE = 'Erreur lors de la sauvegarde du menu';

/** How the save controller should treat a failed save (the messages come from the server). */
export function classifySaveError(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { status: 'failed', message: SAVE_ERROR_MESSAGE };
  if (error.isOffline) return { status: 'offline', message: null };
  switch (error.status) {
    case 409:
      return { status: 'conflict', message: error.message };
    case 403:
    case 404: // refused, or deleted meanwhile: retrying would not help
      return { status: 'blocked', message: error.message };
    case 400:
    case 422:
      return { status: 'invalid', message: error.message };
    default:
      return { status: 'failed', message: SAVE_ERROR_MESSAGE };
  }
}
