import type { VariantView } from '../model/dish-extras';
import { PromotedPrice } from './PromotedPrice';
import { langOf, type PageContext } from './page-context';

/**
 * A dish's variants with their prices ("Verre 12 cl 6,00 €"), readable without JavaScript.
 * On Premium menus each carries its price in cents: the cart adds one button per variant.
 */
export function DishVariants({
  context,
  variants,
}: {
  context: PageContext;
  variants: readonly VariantView[];
}) {
  if (variants.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: inside <summary>, only phrasing content (no <ul>)
    <span className="variants" role="list">
      {variants.map((variant) => (
        // biome-ignore lint/a11y/useSemanticElements: inside <summary>, only phrasing content (no <li>)
        <span
          key={variant.id}
          role="listitem"
          className="variant"
          data-variant={variant.id}
          data-cents={context.cart ? variant.cents : undefined}
        >
          <span className="variant-name" lang={langOf(variant.name, context.lang)}>
            {variant.name.text}
          </span>
          <PromotedPrice
            context={context}
            price={variant.price}
            regularPrice={variant.regularPrice}
          />
        </span>
      ))}
    </span>
  );
}
