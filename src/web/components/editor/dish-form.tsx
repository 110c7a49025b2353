import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { pickAutoImage } from '../../../domain/catalog/stock-images';
import { sortCategories } from '../../../domain/menu/categories';
import type { Dish, MenuDocument } from '../../../domain/menu/menu-schema';
import { parsePrice, sanitizePriceInput, toPriceInput } from '../../../domain/menu/price';
import { type DishVariant, lowestVariantPrice } from '../../../domain/menu/variants';
import { findDish } from '../../lib/editor/menu-edits';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { AllergenPicker } from './allergen-picker';
import { DescriptionField } from './description-field';
import { DishFormSchema, type DishFormValues } from './dish-form-schema';
import { DishImageSection } from './dish-image-section';
import { DishVatField, vatRateOfField } from './dish-vat-field';
import { type DishPanelTarget, useEditor } from './editor-context';
import { PriceInput } from './price-input';
import { TagPicker } from './tag-picker';
import { VariantFields } from './variant-fields';

function initialValues(menu: MenuDocument, target: DishPanelTarget): DishFormValues {
  const firstCategory = sortCategories(menu.categories)[0]?.id ?? '';
  const location = target.mode === 'edit' ? findDish(menu, target.dishId) : null;
  const dish = location ? (location.category.items[location.dishIndex] as Dish) : null;
  if (!dish || !location) {
    const categoryId = target.mode === 'add' ? (target.categoryId ?? firstCategory) : firstCategory;
    return {
      categoryId,
      name: '',
      description: '',
      price: '',
      variants: [],
      tags: [],
      vatRateBp: '',
      allergens: [],
      imageUrl: null,
      imageChoice: 'auto',
      isActive: true,
    };
  }
  return {
    categoryId: location.category.id,
    name: dish.name,
    description: dish.description,
    // Shown as a French owner reads and types it ("6,50"); stored as "6.50" on submit.
    price: toPriceInput(dish.price),
    variants: (dish.variants ?? []).map(({ id, name, price }) => ({
      id,
      name,
      price: toPriceInput(price),
    })),
    tags: [...(dish.tags ?? [])],
    vatRateBp: dish.vatRateBp ? String(dish.vatRateBp) : '',
    allergens: [...dish.allergens],
    imageUrl: dish.imageUrl ?? null,
    imageChoice: 'owner',
    isActive: dish.isActive,
  };
}

function currentDish(menu: MenuDocument, target: DishPanelTarget): Dish | null {
  const location = target.mode === 'edit' ? findDish(menu, target.dishId) : null;
  return location ? (location.category.items[location.dishIndex] as Dish) : null;
}

/** The panel's variants, prices normalised; a kept variant keeps its owner translations. */
function toVariants(rows: DishFormValues['variants'], dish: Dish | null): DishVariant[] {
  return rows.flatMap((row) => {
    const parsed = parsePrice(row.price);
    if (!parsed.ok) return [];
    const translations = dish?.variants?.find((variant) => variant.id === row.id)?.translations;
    return [
      {
        id: row.id,
        name: row.name.trim(),
        price: parsed.value,
        ...(translations && { translations }),
      },
    ];
  });
}

/** Every field of a dish (spec §2); name and price (or 2–6 priced variants) are required. */
export function DishForm({
  target,
  onDone,
  onDirtyChange,
}: {
  target: DishPanelTarget;
  onDone: () => void;
  /** Whether the owner has changed a field since the panel opened. */
  onDirtyChange?: (isDirty: boolean) => void;
}) {
  const { menu, actions } = useEditor();
  const form = useForm<DishFormValues>({
    resolver: zodResolver(DishFormSchema),
    defaultValues: initialValues(menu, target),
  });
  const { control, register, setValue, formState } = form;
  const [name, price, imageChoice, variants, categoryId] = useWatch({
    control,
    name: ['name', 'price', 'imageChoice', 'variants', 'categoryId'],
  });
  const hasVariants = variants.length > 0;
  const { field: priceField } = useController({ control, name: 'price' });
  const isEdit = target.mode === 'edit';
  const [isUploading, setIsUploading] = useState(false);
  const { isDirty } = formState;
  // Characters a price cannot hold ("-", "e", letters) are dropped as typed; the owner is told
  // which ones and what was kept, instead of seeing "-3" silently become "3".
  const [droppedFromPrice, setDroppedFromPrice] = useState('');
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  // A new dish takes the stock image matching its name until the owner picks or removes one.
  useEffect(() => {
    if (imageChoice === 'auto') setValue('imageUrl', pickAutoImage(name));
  }, [name, imageChoice, setValue]);

  const onSubmit = form.handleSubmit((values) => {
    const variants = toVariants(values.variants, currentDish(menu, target));
    const parsed = parsePrice(lowestVariantPrice(variants) ?? values.price);
    if (!parsed.ok || isUploading) return;
    const fields = {
      name: values.name.trim(),
      description: values.description.trim(),
      price: parsed.value,
      variants: variants.length > 0 ? variants : undefined,
      tags: values.tags.length > 0 ? values.tags : undefined,
      vatRateBp: vatRateOfField(values.vatRateBp),
      allergens: values.allergens,
      isActive: values.isActive,
      imageUrl: values.imageUrl,
    };
    if (target.mode === 'edit') actions.updateDish(target.dishId, values.categoryId, fields);
    else actions.addDish(values.categoryId, fields);
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="grid flex-1 content-start gap-5 overflow-y-auto px-5 py-4 sm:px-6">
        <FormField label="Catégorie">
          <NativeSelect {...register('categoryId')}>
            {sortCategories(menu.categories).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Nom" error={formState.errors.name?.message}>
          <Input {...register('name')} placeholder="Nom du plat" autoComplete="off" required />
        </FormField>
        <DescriptionField control={control} name={name} />
        <div className="grid gap-1" hidden={hasVariants}>
          <FormField label="Prix" error={formState.errors.price?.message}>
            <PriceInput
              ref={priceField.ref}
              name={priceField.name}
              value={priceField.value}
              onBlur={priceField.onBlur}
              onChange={(event) => {
                const typed = event.target.value;
                const kept = sanitizePriceInput(typed);
                const dropped = typed.replace(/[\d.,]/g, '');
                // Still said while the owner types on ("1e" then "3": "13" was kept); a price
                // replaced or shortened starts afresh.
                if (dropped) setDroppedFromPrice(dropped);
                else if (!kept.startsWith(priceField.value)) setDroppedFromPrice('');
                priceField.onChange(kept);
              }}
            />
          </FormField>
          {/* Always in the page, so that screen readers announce what it comes to say. */}
          <p role="status" className="text-sm text-warning">
            {droppedFromPrice && price
              ? `« ${droppedFromPrice} » ignoré : un prix ne contient que des chiffres et une virgule. Prix gardé : ${price} €`
              : ''}
          </p>
        </div>
        <VariantFields
          control={control}
          register={register}
          errors={formState.errors.variants}
          price={price}
          setValue={setValue}
        />
        <DishVatField
          register={register}
          categoryRate={menu.categories.find((category) => category.id === categoryId)?.vatRateBp}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />}
        />
        <DishImageSection
          control={control}
          setValue={setValue}
          name={name}
          onUploadingChange={setIsUploading}
        />
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => <AllergenPicker value={field.value} onChange={field.onChange} />}
        />
      </div>
      <div className="flex gap-2 border-t border-border px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
        {isEdit && (
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10"
            onClick={() => {
              actions.deleteDish(target.dishId);
              onDone();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Supprimer
          </Button>
        )}
        <Button
          type="submit"
          className="ml-auto min-w-32"
          disabled={!name.trim() || (!hasVariants && !price.trim()) || isUploading}
          title={isUploading ? 'Attendez la fin de l’envoi de la photo.' : undefined}
        >
          {isEdit ? 'Sauvegarder' : 'Ajouter'}
        </Button>
      </div>
    </form>
  );
}
