import { centsOf } from '../model/dish-extras';
import type { DishView } from '../model/menu-view';
import { DishPicture } from './DishPicture';
import { DishTags } from './DishTags';
import { DishVariants } from './DishVariants';
import { PromotedPrice, PromotionBadge } from './PromotedPrice';
import { colon, langOf, type PageContext } from './page-context';

/**
 * A dish card. The card is a `<details>`: without JavaScript, opening it shows the dish in
 * full (whole description, large photo); with JavaScript the same content opens in a sheet
 * (bottom on mobile, right-hand panel on desktop). Dishes hidden by the allergen filter stay
 * in the page with `hidden`, so the script can show them again without a request.
 */
export function DishCard({ context, dish }: { context: PageContext; dish: DishView }) {
  const { lang, strings } = context;
  const hasVariants = dish.variants.length > 0;
  return (
    <li
      className="dish"
      id={dish.anchor}
      data-allergens={dish.allergens.map((a) => a.slug).join(' ')}
      data-tags={dish.tags.map((tag) => tag.id).join(' ') || undefined}
      data-cents={context.cart && !hasVariants ? centsOf(dish.priceValue) : undefined}
      data-sold-out={dish.isSoldOut ? '' : undefined}
      data-promotion={dish.promotion ? '' : undefined}
      hidden={dish.isHidden || undefined}
    >
      <details>
        <summary>
          <span className="dish-info">
            <span className="dish-head">
              <span className="dish-name" lang={langOf(dish.name, lang)}>
                {dish.name.text}
              </span>
              {hasVariants ? null : (
                <PromotedPrice
                  context={context}
                  price={dish.price}
                  regularPrice={dish.promotion?.regularPrice ?? null}
                />
              )}
            </span>
            {dish.promotion ? (
              <PromotionBadge context={context} name={dish.promotion.name} />
            ) : null}
            {dish.isSoldOut ? <span className="sold-out">{strings.soldOut}</span> : null}
            <DishVariants context={context} variants={dish.variants} />
            {dish.description ? (
              <span className="desc" lang={langOf(dish.description, lang)}>
                {dish.description.text}
              </span>
            ) : null}
            <DishTags context={context} tags={dish.tags} />
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
