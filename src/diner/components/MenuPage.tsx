import { fillTemplate } from '../../domain/i18n/fill-template';
import type { MenuView } from '../model/menu-view';
import type { RestaurantView } from '../model/restaurant-view';
import { AdSlot } from './AdSlot';
import { AllergenFilter } from './AllergenFilter';
import { CartSlot, OrderingNotice } from './CartSlot';
import { CategoryNav } from './CategoryNav';
import { DinerDocument } from './DinerDocument';
import { TagIconSprite } from './DishTags';
import { LanguageAlternates } from './LanguageSelector';
import { MenuFooter } from './MenuFooter';
import { MenuHeader } from './MenuHeader';
import { MenuJsonLd, type MenuJsonLdInput } from './MenuJsonLd';
import { MenuSection } from './MenuSection';
import { OfferBanners } from './PromotedPrice';
import { type PageContext, publicMenuId } from './page-context';
import { TabSlot } from './TabSlot';

type Props = {
  context: PageContext;
  menu: MenuView;
  restaurantName: string;
  /** The restaurant's profile for the header (issue 15 §5). */
  restaurant?: RestaurantView;
  /** For structured data: absolute URLs and the whole active menu. */
  jsonLd: MenuJsonLdInput;
  ogImageUrl?: string;
};

/** The public menu page (spec part 2 §2 "Public menu"). */
export function MenuPage({ context, menu, restaurantName, restaurant, jsonLd, ogImageUrl }: Props) {
  const { strings } = context;
  const title = `${menu.menuName.text} · ${restaurantName}`;
  const description = fillTemplate(strings.metaDescription, {
    restaurant: restaurantName,
    menu: menu.menuName.text,
  });
  return (
    <DinerDocument
      context={context}
      title={title}
      description={description}
      head={
        <>
          <LanguageAlternates context={context} />
          {ogImageUrl ? <meta property="og:image" content={ogImageUrl} /> : null}
          <MenuJsonLd {...jsonLd} />
        </>
      }
    >
      <TagIconSprite tags={usedTags(menu)} />
      {context.showsAds ? <AdSlot context={context} /> : null}
      <MenuHeader
        context={context}
        menu={menu}
        restaurantName={restaurantName}
        restaurant={restaurant}
      />
      <OfferBanners context={context} menu={menu} />
      <OrderingNotice context={context} />
      <CategoryNav context={context} menu={menu} />
      <main
        id="menu"
        className="wrap"
        data-close-label={strings.close}
        data-sold-out-label={strings.soldOut}
        data-availability={context.availabilityUrl}
        data-menu-id={publicMenuId(context)}
      >
        <AllergenFilter context={context} menu={menu} />
        {menu.sections.length === 0 ? <p className="empty">{strings.emptyMenu}</p> : null}
        {menu.sections.map((section) => (
          <MenuSection key={section.id} context={context} section={section} />
        ))}
      </main>
      <MenuFooter context={context} menu={menu} />
      <CartSlot context={context} />
      <TabSlot context={context} />
    </DinerDocument>
  );
}

/** The tags of the page's dishes and of the diet filter: their icons are drawn once. */
function usedTags(menu: MenuView) {
  const dishes = menu.sections.flatMap((section) => section.dishes);
  return new Set([
    ...menu.dietChoices.map((choice) => choice.id),
    ...dishes.flatMap((dish) => dish.tags.map((tag) => tag.id)),
  ]);
}
