import type { Category } from '../../../domain/menu/menu-schema';
import {
  ALCOHOL_VAT_RATE_BP,
  DEFAULT_VAT_RATE_BP,
  isVatRateBp,
  looksLikeAlcoholCategory,
  VAT_RATE_LABELS,
  VAT_RATES_BP,
} from '../../../domain/menu/vat';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/native-select';
import { useEditorCommands } from './editor-context';

/** The category's default VAT rate, for its dishes that name none: "TVA 10 %" in its header. */
export function CategoryVatSelect({ category }: { category: Category }) {
  const { actions } = useEditorCommands();
  return (
    <NativeSelect
      aria-label={`TVA par défaut des plats de ${category.name}`}
      title="TVA par défaut des plats de la catégorie"
      className="min-h-9 w-auto py-1 pr-8 text-sm"
      value={String(category.vatRateBp ?? DEFAULT_VAT_RATE_BP)}
      onChange={(event) => {
        const rate = Number(event.target.value);
        if (isVatRateBp(rate)) actions.setCategoryVatRate(category.id, rate);
      }}
    >
      {VAT_RATES_BP.map((rate) => (
        <option key={rate} value={String(rate)}>
          TVA {VAT_RATE_LABELS[rate]}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * Under the category's header: on a phone, the default rate's select (the header has no room
 * for it beside the name); and, offered, never applied on its own, 20 % for a category named
 * like wines, beers or cocktails whose rate the owner has not chosen.
 */
export function CategoryVatBar({
  category,
  hasSelect,
}: {
  category: Category;
  hasSelect: boolean;
}) {
  const { actions } = useEditorCommands();
  const isSuggested = category.vatRateBp === undefined && looksLikeAlcoholCategory(category.name);
  if (!hasSelect && !isSuggested) return null;
  return (
    <div className="grid gap-2 border-b border-border bg-muted/40 px-4 py-2 text-sm">
      {hasSelect && (
        <div className="flex items-center justify-between gap-2">
          <span aria-hidden="true">TVA par défaut des plats</span>
          <CategoryVatSelect category={category} />
        </div>
      )}
      {isSuggested && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-auto">
            Boissons alcoolisées ? Leur TVA est de {VAT_RATE_LABELS[ALCOHOL_VAT_RATE_BP]}, sur place
            comme à emporter.
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.setCategoryVatRate(category.id, ALCOHOL_VAT_RATE_BP)}
          >
            Appliquer {VAT_RATE_LABELS[ALCOHOL_VAT_RATE_BP]}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actions.setCategoryVatRate(category.id, DEFAULT_VAT_RATE_BP)}
          >
            Garder {VAT_RATE_LABELS[DEFAULT_VAT_RATE_BP]}
          </Button>
        </div>
      )}
    </div>
  );
}
