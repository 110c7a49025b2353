import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import type { MenuView } from '../../../domain/menu/menu-view';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { notifyMenusChanged } from '../../lib/menu-sync';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import {
  type DraftSlot,
  draftOf,
  ScheduleSlotsEditor,
  type SlotErrors,
} from './schedule-slots-editor';

/** `slots.1.days.0` → `1.days`: where the server's message goes in the form. */
function slotErrorsOf(error: unknown): SlotErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.field) return null;
  const match = /^slots\.(\d+)\.(days|start|end)/.exec(error.field);
  return match ? { [`${match[1]}.${match[2]}`]: error.message } : null;
}

/**
 * "Horaires" on a menu card (Premium, issue 15 §7): the weekly slots in which the QR code serves
 * this menu by itself. Saved apart from the menu document (no conflict with an open editor).
 */
export function MenuScheduleButton({ menu, displayName }: { menu: MenuView; displayName: string }) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [slots, setSlots] = useState<DraftSlot[]>([]);
  const [errors, setErrors] = useState<SlotErrors>({});

  function open(next: boolean) {
    if (next) {
      setSlots(menu.schedule.map(draftOf));
      setErrors({});
    }
    setIsOpen(next);
  }

  async function save(draft: DraftSlot[]) {
    try {
      await api.setMenuSchedule(
        menu.id,
        draft.map(({ days, start, end }) => ({ days, start, end })),
      );
    } catch (error) {
      const slotErrors = slotErrorsOf(error);
      if (!slotErrors) throw error;
      setErrors(slotErrors);
      return false;
    }
    notifyMenusChanged(queryClient, menu.id);
    toast.success(
      draft.length === 0
        ? `Les horaires de « ${displayName} » ont été retirés`
        : `Horaires de « ${displayName} » enregistrés`,
    );
    return true;
  }

  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={open}
      trigger={
        <Button variant="ghost" size="sm" className="min-h-11 px-3">
          <Clock aria-hidden="true" className="size-4" />
          Horaires<span className="sr-only"> du menu {displayName}</span>
        </Button>
      }
      title={`Horaires de « ${displayName} »`}
      description="Pendant ces plages, votre QR code affiche ce menu. En dehors, il affiche votre menu actif (ou, sans menu actif, votre menu le plus ancien)."
      confirmLabel="Enregistrer"
      pendingLabel="Enregistrement…"
      onConfirm={() => save(slots)}
      secondaryAction={
        menu.schedule.length > 0
          ? { label: 'Retirer les horaires', onSelect: () => save([]) }
          : undefined
      }
      errorFallback="Impossible d’enregistrer les horaires."
    >
      <ScheduleSlotsEditor
        slots={slots}
        errors={errors}
        onChange={(next) => {
          setSlots(next);
          setErrors({});
        }}
      />
    </ConfirmDialog>
  );
}
