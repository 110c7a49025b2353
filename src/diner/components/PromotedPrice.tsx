import type { MenuView } from '../model/menu-view';
import { colon, type PageContext } from './page-context';

/**
 * A price, or under a promotion the usual price struck through and the promoted one, each
 * named for screen readers ("Prix habituel : 12,50 €, Prix promotionnel : 8,00 €").
 */
export function PromotedPrice({
  context,
  price,
  regularPrice,
}: {
  context: PageContext;
  price: string;
  regularPrice: string | null;
}) {
  if (!regularPrice) return <span className="price">{price}</span>;
  const { lang, strings } = context;
  return (
    <span className="price-group">
      <s className="regular-price">
        <span className="sr-only">
          {strings.regularPrice}
          {colon(lang)}
        </span>
        {regularPrice}
      </s>
      <span className="sr-only">
        {' '}
        {strings.promotionPrice}
        {colon(lang)}
      </span>
      <span className="price promo-price">{price}</span>
    </span>
  );
}

/** The promotion's name on a dish (the owner's words, in French). */
export function PromotionBadge({ context, name }: { context: PageContext; name: string }) {
  return (
    <span className="promo-badge" lang={context.lang === 'fr' ? undefined : 'fr'}>
      {name}
    </span>
  );
}

/** "Offre du moment" banners at the top of the page, during their windows only. */
export function OfferBanners({ context, menu }: { context: PageContext; menu: MenuView }) {
  if (menu.offers.length === 0) return null;
  const isFrench = context.lang === 'fr';
  return (
    <aside className="wrap offers" aria-label={context.strings.offerOfTheMoment}>
      {menu.offers.map((offer) => (
        <section key={offer.id} className="offer" data-promotion={offer.id}>
          <p className="offer-title">{context.strings.offerOfTheMoment}</p>
          <p className="offer-name" lang={isFrench ? undefined : 'fr'}>
            <strong>{offer.name}</strong>
          </p>
          <p className="offer-text" lang={isFrench ? undefined : 'fr'}>
            {offer.text}
          </p>
        </section>
      ))}
    </aside>
  );
}
