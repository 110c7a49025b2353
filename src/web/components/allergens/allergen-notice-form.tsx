import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  ALLERGEN_NOTICE_LIMITS,
  ALLERGEN_TABLE_MESSAGES,
} from '../../../domain/menu/allergen-table';
import { ApiError } from '../../lib/api-error';
import { allergenApi } from '../../lib/export-api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Textarea } from '../ui/textarea';

/** The legal sentence printed with every allergen table, adapted by the owner or a Gérant. */
export function AllergenNoticeForm({ notice, menuId }: { notice: string; menuId: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(notice);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  async function save(value: string) {
    if (value.trim().length > ALLERGEN_NOTICE_LIMITS.maxLength) {
      setError(ALLERGEN_TABLE_MESSAGES.noticeTooLong);
      return;
    }
    setIsSaving(true);
    try {
      const saved = await allergenApi.saveNotice(value);
      setText(saved.text);
      setError(undefined);
      await queryClient.invalidateQueries({ queryKey: queryKeys.allergenTable(menuId) });
      toast.success(ALLERGEN_TABLE_MESSAGES.noticeSaved);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Impossible d’enregistrer.');
    } finally {
      setIsSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(text);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <FormField
        label="Mention imprimée avec le tableau"
        hint={`${ALLERGEN_NOTICE_LIMITS.maxLength} caractères au plus. Vide : la mention par défaut, qui cite le décret n° 2015-447.`}
        error={error}
      >
        <Textarea
          value={text}
          maxLength={ALLERGEN_NOTICE_LIMITS.maxLength + 50}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSaving}>
          Enregistrer la mention
        </Button>
        <Button type="button" variant="outline" disabled={isSaving} onClick={() => save('')}>
          Rétablir la mention par défaut
        </Button>
      </div>
    </form>
  );
}
