import type { MenuView } from '../model/menu-view';
import { LanguageSelector } from './LanguageSelector';
import { langOf, type PageContext } from './page-context';

type Props = { context: PageContext; menu: MenuView; restaurantName: string };

export function MenuHeader({ context, menu, restaurantName }: Props) {
  return (
    <header className="wrap top" id="top">
      <p className="restaurant">{restaurantName}</p>
      <h1 lang={langOf(menu.menuName, context.lang)}>{menu.menuName.text}</h1>
      <LanguageSelector context={context} menu={menu} />
    </header>
  );
}
