import { fillTemplate } from '../../domain/i18n/diner/diner-strings';
import type { MenuView } from '../model/menu-view';
import { pageHref } from '../model/page-links';
import type { PageContext } from './page-context';

/**
 * "Masquer les plats contenant : …". A GET form, so it works without JavaScript (the server
 * renders the page with those dishes hidden); the script applies changes instantly.
 */
export function AllergenFilter({ context, menu }: { context: PageContext; menu: MenuView }) {
  const { strings } = context;
  const isActive = menu.hiddenAllergens.size > 0;
  const hiddenText =
    menu.hiddenCount === 1
      ? strings.hiddenOne
      : fillTemplate(strings.hiddenMany, { n: menu.hiddenCount });
  return (
    <div className="filter-box">
      <details className="filter" open={isActive || undefined}>
        <summary>{strings.filterSummary}</summary>
        <form method="get" action={context.selfPath} className="filter-form" data-filter="">
          {context.lang === 'fr' ? null : <input type="hidden" name="lang" value={context.lang} />}
          <fieldset>
            <legend>{strings.filterTitle}</legend>
            <div className="checks">
              {menu.allergenChoices.map((choice) => (
                <label key={choice.slug} className="check">
                  <input
                    type="checkbox"
                    name="sans"
                    value={choice.slug}
                    defaultChecked={menu.hiddenAllergens.has(choice.allergen)}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="filter-actions">
            <button type="submit" className="btn" data-apply="">
              {strings.filterApply}
            </button>
            <a className="btn btn-ghost" href={pageHref(context.selfPath, { lang: context.lang })}>
              {strings.filterClear}
            </a>
          </div>
        </form>
      </details>
      <p
        className="hidden-count"
        role="status"
        data-one={strings.hiddenOne}
        data-many={strings.hiddenMany}
        hidden={menu.hiddenCount === 0 || undefined}
      >
        {menu.hiddenCount === 0 ? '' : hiddenText}
      </p>
    </div>
  );
}
