import { LANGUAGE_NAMES } from '../../domain/i18n/diner/diner-strings';
import { LANGUAGES } from '../../domain/i18n/languages';
import type { MenuView } from '../model/menu-view';
import { pageHref } from '../model/page-links';
import type { PageContext } from './page-context';

/**
 * Premium menus: one link per language (works without JavaScript; the URL carries the
 * language so the page can be shared and cached, and the table's code so the diner stays at
 * their table). The script remembers the choice.
 */
export function LanguageSelector({ context, menu }: { context: PageContext; menu: MenuView }) {
  if (context.languages.length < 2) return null;
  const slugs = menu.allergenChoices
    .filter((choice) => menu.hiddenAllergens.has(choice.allergen))
    .map((choice) => choice.slug);
  return (
    <nav
      className="langs"
      aria-label={context.strings.language}
      data-langs=""
      data-available={LANGUAGES.join(' ')}
    >
      {context.languages.map((lang) => (
        <a
          key={lang}
          href={pageHref(context.selfPath, {
            lang,
            allergenSlugs: slugs,
            diet: menu.diet,
            tableToken: context.table?.token,
          })}
          hrefLang={lang}
          lang={lang}
          data-lang={lang}
          aria-current={lang === context.lang ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[lang]}
        </a>
      ))}
    </nav>
  );
}

/**
 * `<link rel="alternate" hreflang>` for each language a Premium menu is offered in: for search
 * engines, so from the canonical address, never with a table's code.
 */
export function LanguageAlternates({ context }: { context: PageContext }) {
  if (context.languages.length < 2) return null;
  const base = context.canonicalUrl.split('?')[0] ?? context.canonicalUrl;
  return (
    <>
      {context.languages.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={pageHref(base, { lang })} />
      ))}
    </>
  );
}
