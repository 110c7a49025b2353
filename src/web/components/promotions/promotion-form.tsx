import { type FormEvent, useId, useState } from 'react';
import { sortCategories } from '../../../domain/menu/categories';
import type { MenuDocument } from '../../../domain/menu/menu-schema';
import {
  centsToPrice,
  parsePrice,
  priceToCents,
  sanitizePriceInput,
  toPriceInput,
} from '../../../domain/menu/price';
import {
  PROMOTION_LIMITS,
  type PromotionAnswer,
  type PromotionInputDraft,
  PromotionInputSchema,
} from '../../../domain/menu/promotions';
import { ApiError } from '../../lib/api';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { Textarea } from '../ui/textarea';
import { promotionSentence } from './promotion-text';
import { type DraftSlot, SlotsEditor } from './slots-editor';

type Kind = PromotionInputDraft['kind'];
const KINDS: { value: Kind; label: string }[] = [
  { value: 'percent', label: 'Pourcentage' },
  { value: 'price', label: 'Nouveau prix' },
  { value: 'banner', label: 'Offre du moment' },
];

type Draft = {
  name: string;
  kind: Kind;
  percent: string;
  price: string;
  text: string;
  target: 'category' | 'dishes';
  categoryId: string;
  dishIds: string[];
  slots: DraftSlot[];
  enabled: boolean;
};

function draftOf(promotion: PromotionAnswer | undefined, document: MenuDocument): Draft {
  const firstCategory = document.categories[0]?.id ?? '';
  const base: Draft = {
    name: '',
    kind: 'percent',
    percent: '20',
    price: '',
    text: '',
    target: 'category',
    categoryId: firstCategory,
    dishIds: [],
    slots: [{ days: [1, 2, 3, 4, 5, 6, 7], start: '18:00', end: '20:00' }],
    enabled: true,
  };
  if (!promotion) return base;
  return {
    ...base,
    name: promotion.name,
    kind: promotion.kind,
    slots: promotion.slots.map((slot) => ({ ...slot, days: [...slot.days] })),
    enabled: promotion.enabled,
    ...(promotion.kind === 'percent' && { percent: String(promotion.percent) }),
    ...(promotion.kind === 'price' && {
      price: toPriceInput(centsToPrice(promotion.priceCents)),
    }),
    ...(promotion.kind === 'banner' && { text: promotion.text }),
    ...(promotion.kind !== 'banner' && {
      target: promotion.categoryId ? 'category' : 'dishes',
      categoryId: promotion.categoryId ?? firstCategory,
      dishIds: promotion.dishIds ?? [],
    }),
  };
}

/** The request body; what cannot be read as a number is sent as NaN for zod to name. */
function bodyOf(draft: Draft): PromotionInputDraft {
  const common = { name: draft.name, slots: draft.slots, enabled: draft.enabled };
  if (draft.kind === 'banner') return { ...common, kind: 'banner', text: draft.text };
  const target =
    draft.target === 'category' ? { categoryId: draft.categoryId } : { dishIds: draft.dishIds };
  if (draft.kind === 'percent') {
    return { ...common, ...target, kind: 'percent', percent: Number(draft.percent || Number.NaN) };
  }
  const parsed = parsePrice(draft.price);
  return {
    ...common,
    ...target,
    kind: 'price',
    priceCents: parsed.ok ? priceToCents(parsed.value) : Number.NaN,
  };
}

type Errors = Partial<Record<string, string>>;

/** Create or edit a promotion: type, value, dishes or category, days and hours, a preview. */
export function PromotionForm({
  document,
  promotion,
  isSaving,
  onSave,
  onCancel,
}: {
  document: MenuDocument;
  promotion?: PromotionAnswer;
  isSaving: boolean;
  onSave: (body: PromotionInputDraft) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(promotion, document));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const kindName = useId();
  const targetName = useId();
  const categories = sortCategories(document.categories);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const parsed = PromotionInputSchema.safeParse(bodyOf(draft));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    setServerError('');
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onSave(bodyOf(draft));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: message });
      else setServerError(message);
    }
  }

  const heading = promotion ? `Modifier « ${promotion.name} »` : 'Nouvelle promotion';
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={heading}>
      <h2 className="text-lg font-semibold">{heading}</h2>
      <FormField
        label="Nom"
        error={errors.name}
        hint="Affiché aux clients, par exemple « Happy hour »."
      >
        <Input
          value={draft.name}
          maxLength={PROMOTION_LIMITS.nameMaxLength}
          onChange={(event) => set({ name: event.target.value })}
        />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Type</legend>
        <div className="grid grid-cols-3 gap-2">
          {KINDS.map((kind) => (
            <label
              key={kind.value}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border-2 border-border px-2 text-center text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={kindName}
                value={kind.value}
                checked={draft.kind === kind.value}
                onChange={() => set({ kind: kind.value })}
                className="sr-only"
              />
              {kind.label}
            </label>
          ))}
        </div>
      </fieldset>

      {draft.kind === 'percent' && (
        <FormField label="Réduction (%)" error={errors.percent}>
          <Input
            inputMode="numeric"
            value={draft.percent}
            onChange={(event) => set({ percent: event.target.value.replace(/\D/g, '') })}
          />
        </FormField>
      )}
      {draft.kind === 'price' && (
        <FormField
          label="Nouveau prix (€)"
          error={errors.priceCents}
          hint="Pour les plats à prix unique, plus bas que leur prix habituel."
        >
          <Input
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => set({ price: sanitizePriceInput(event.target.value) })}
          />
        </FormField>
      )}
      {draft.kind === 'banner' && (
        <FormField label="Texte de l’offre" error={errors.text}>
          <Textarea
            value={draft.text}
            maxLength={PROMOTION_LIMITS.bannerMaxLength}
            onChange={(event) => set({ text: event.target.value })}
          />
        </FormField>
      )}

      {draft.kind !== 'banner' && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Sur quoi</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['category', 'Une catégorie'],
                ['dishes', 'Des plats'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={targetName}
                  checked={draft.target === value}
                  onChange={() => set({ target: value })}
                  className="size-5"
                />
                {label}
              </label>
            ))}
          </div>
          {draft.target === 'category' ? (
            <FormField label="Catégorie" error={errors.categoryId}>
              <NativeSelect
                value={draft.categoryId}
                onChange={(event) => set({ categoryId: event.target.value })}
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : (
            <DishPicker
              categories={categories}
              chosen={draft.dishIds}
              error={errors.dishIds}
              onChange={(dishIds) => set({ dishIds })}
            />
          )}
        </fieldset>
      )}

      <SlotsEditor slots={draft.slots} error={errors.slots} onChange={(slots) => set({ slots })} />

      <p className="rounded-md bg-muted p-3 text-sm" aria-live="polite">
        <span className="font-medium">Aperçu : </span>
        {parsed.success ? promotionSentence(parsed.data, document) : 'complétez le formulaire.'}
      </p>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSaving}>
          Enregistrer
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function DishPicker({
  categories,
  chosen,
  error,
  onChange,
}: {
  categories: MenuDocument['categories'];
  chosen: string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const errorId = useId();
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  return (
    <fieldset
      className="grid max-h-72 gap-3 overflow-y-auto rounded-md border border-border p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="sr-only">Plats concernés</legend>
      {categories.map((category) => (
        <div key={category.id} className="grid gap-1">
          <p className="text-sm font-semibold">{category.name}</p>
          {category.items.map((dish) => (
            <label key={dish.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(dish.id)}
                onChange={() => toggle(dish.id)}
              />
              <span>{dish.name}</span>
            </label>
          ))}
        </div>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
