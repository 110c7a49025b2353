import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { LIMITS } from '../../../domain/menu/limits';
import { ApiError, api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import type { DishFormValues } from './dish-form-schema';

/** "Description (optionnelle)" and "Générer", which needs the dish's name (spec §5). */
export function DescriptionField({
  control,
  name,
}: {
  control: Control<DishFormValues>;
  name: string;
}) {
  const id = useId();
  const [isGenerating, setGenerating] = useState(false);
  return (
    <Controller
      control={control}
      name="description"
      render={({ field, fieldState }) => {
        async function generate() {
          if (!name.trim()) return;
          setGenerating(true);
          try {
            const { description } = await api.describeDish(name.trim());
            field.onChange(description);
          } catch (error) {
            toast.error('Erreur', {
              description:
                error instanceof ApiError ? error.message : 'Impossible de générer la description.',
            });
          } finally {
            setGenerating(false);
          }
        }
        return (
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={id}>Description (optionnelle)</Label>
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                isLoading={isGenerating}
                disabled={!name.trim()}
                title={name.trim() ? undefined : 'Saisissez d’abord le nom du plat'}
                onClick={() => void generate()}
              >
                {!isGenerating && <Sparkles aria-hidden="true" className="size-4" />}
                Générer
              </Button>
            </div>
            <Textarea
              id={id}
              {...field}
              rows={3}
              maxLength={LIMITS.descriptionMaxLength}
              aria-busy={isGenerating || undefined}
              aria-invalid={fieldState.error ? true : undefined}
              placeholder="Ingrédients, accompagnement…"
            />
            {fieldState.error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
