import { priceToCents } from '../../domain/menu/price';
import type { DishView } from '../model/menu-view';
import { DishPicture } from './DishPicture';
import { colon, langOf, type PageContext } from './page-context';

/**
 * A dish card. The card is a `<details>`: without JavaScript, opening it shows the dish in
 * full (whole description, large photo); with JavaScript the same content opens in a sheet
 * (bottom on mobile, right-hand panel on desktop). Dishes hidden by the allergen filter stay
 * in the page with `hidden`, so the script can show them again without a request.
 */
export function DishCard({ context, dish }: { context: PageContext; dish: DishView }) {
  const { lang, strings } = context;
  return (
    <li
      className="dish"
      id={dish.anchor}
      data-allergens={dish.allergens.map((a) => a.slug).join(' ')}
      data-cents={context.cart ? centsOf(dish.priceValue) : undefined}
      data-sold-out={dish.isSoldOut ? '' : undefined}
      hidden={dish.isHidden || undefined}
    >
      <details>
        <summary>
          <span className="dish-info">
            <span className="dish-head">
              <span className="dish-name" lang={langOf(dish.name, lang)}>
                {dish.name.text}
              </span>
              <span className="price">{dish.price}</span>
            </span>
            {dish.isSoldOut ? <span className="sold-out">{strings.soldOut}</span> : null}
            {dish.description ? (
              <span className="desc" lang={langOf(dish.description, lang)}>
                {dish.description.text}
              </span>
            ) : null}
            {dish.allergens.length > 0 ? (
              <span className="tags">
                <span className="sr-only">
                  {strings.allergens}
                  {colon(lang)}
                </span>
                {dish.allergens.map((a) => (
                  <span key={a.slug} className="tag">
                    {a.label}
                  </span>
                ))}
              </span>
            ) : null}
          </span>
          {dish.photo ? (
            // Decorative here: the dish's name is read just before (the sheet's photo has it).
            <DishPicture
              photo={dish.photo}
              className="thumb"
              alt=""
              sizes="88px"
              width={88}
              height={88}
              isEager={dish.isPhotoEager}
            />
          ) : dish.imageUrl ? (
            <img
              className="thumb"
              src={dish.imageUrl}
              alt=""
              width={88}
              height={88}
              loading={dish.isPhotoEager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </summary>
        <div className="dish-more">
          {dish.photo ? (
            <DishPicture
              photo={dish.photo}
              className="photo"
              alt={dish.name.text}
              sizes="(min-width: 768px) 448px, calc(100vw - 2rem)"
            />
          ) : dish.imageUrl ? (
            <img
              className="photo"
              src={dish.imageUrl}
              alt={dish.name.text}
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {dish.allergens.length > 0 ? (
            <p className="allergen-line">
              {strings.allergens}
              {colon(lang)}
              {dish.allergens.map((a) => a.label).join(', ')}
            </p>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** For the cart's display only (the server prices orders itself); none for a broken price. */
function centsOf(price: string): number | undefined {
  try {
    return priceToCents(price);
  } catch {
    return undefined;
  }
}
