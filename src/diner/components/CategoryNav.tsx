import type { MenuView } from '../model/menu-view';
import { langOf, type PageContext } from './page-context';

/** Category chips: plain anchors (work without JavaScript), wrapped on desktop, scrolling on mobile. */
export function CategoryNav({ context, menu }: { context: PageContext; menu: MenuView }) {
  if (menu.sections.length === 0) return null;
  return (
    <nav className="chips" aria-label={context.strings.categories}>
      <ul className="wrap">
        <li>
          <a href="#top">{context.strings.all}</a>
        </li>
        {menu.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.anchor}`} lang={langOf(section.name, context.lang)}>
              {section.name.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
