import type { MenuView } from '../model/menu-view';
import type { RestaurantView } from '../model/restaurant-view';
import { DishPicture } from './DishPicture';
import { LanguageSelector } from './LanguageSelector';
import { langOf, type PageContext } from './page-context';
import { RestaurantInfo } from './RestaurantInfo';
import { TableBadge } from './TabSlot';

type Props = {
  context: PageContext;
  menu: MenuView;
  restaurantName: string;
  /** The restaurant's profile (issue 15 §5); none: the name only. */
  restaurant?: RestaurantView;
};

export function MenuHeader({ context, menu, restaurantName, restaurant }: Props) {
  const { cover, logo } = restaurant ?? {};
  return (
    <header className="wrap top" id="top">
      {cover ? (
        // Decorative; its box is reserved (width, height, aspect-ratio): no layout shift.
        <DishPicture
          photo={cover}
          className="cover"
          alt=""
          sizes="(min-width: 60rem) 58rem, calc(100vw - 2rem)"
          width={1280}
          height={480}
          isEager
        />
      ) : null}
      <div className="brand">
        {logo ? (
          <DishPicture
            photo={logo.photo}
            className="logo"
            alt={logo.alt}
            sizes="64px"
            width={64}
            height={64}
            isEager
          />
        ) : null}
        <p className="restaurant">{restaurantName}</p>
      </div>
      <h1 lang={langOf(menu.menuName, context.lang)}>{menu.menuName.text}</h1>
      <TableBadge context={context} />
      {restaurant?.hasDetails ? <RestaurantInfo view={restaurant} /> : null}
      <LanguageSelector context={context} menu={menu} />
    </header>
  );
}
