import type { ReactNode } from 'react';
import { fillTemplate } from '../../domain/i18n/fill-template';
import { TABLE_TOKEN_PARAM } from '../../domain/tables/table-token';
import type { MenuView } from '../model/menu-view';
import { pageHref } from '../model/page-links';
import { TagText } from './DishTags';
import type { PageContext } from './page-context';

/**
 * "Afficher uniquement : Végétarien, Vegan" and "Masquer les plats contenant : …". One GET
 * form, so it works without JavaScript (the server renders the page with those dishes
 * hidden; the table's code and the language go along as hidden fields); the script applies
 * changes instantly. The diets are always in view; the allergens
 * open on demand.
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
      <form method="get" action={context.selfPath} className="filter-form" data-filter="">
        {context.table ? (
          <input type="hidden" name={TABLE_TOKEN_PARAM} value={context.table.token} />
        ) : null}
        {context.lang === 'fr' ? null : <input type="hidden" name="lang" value={context.lang} />}
        <fieldset className="diets">
          <legend>{strings.dietTitle}</legend>
          {menu.dietChoices.map((choice) => (
            <Check
              key={choice.id}
              name="regime"
              value={choice.id}
              isChecked={menu.diet === choice.id}
            >
              <TagText tag={choice} lang={context.lang} />
            </Check>
          ))}
        </fieldset>
        <details className="filter" open={isActive || undefined}>
          <summary>{strings.filterSummary}</summary>
          <fieldset className="allergens">
            <legend>{strings.filterTitle}</legend>
            <div className="checks">
              {menu.allergenChoices.map((choice) => (
                <Check
                  key={choice.slug}
                  name="sans"
                  value={choice.slug}
                  isChecked={menu.hiddenAllergens.has(choice.allergen)}
                >
                  <span>{choice.label}</span>
                </Check>
              ))}
            </div>
          </fieldset>
        </details>
        <div className="filter-actions">
          <button type="submit" className="btn" data-apply="">
            {strings.filterApply}
          </button>
          <a
            className="btn btn-ghost"
            href={pageHref(context.selfPath, {
              lang: context.lang,
              tableToken: context.table?.token,
            })}
            hidden={(!isActive && !menu.diet) || undefined}
            data-clear=""
          >
            {strings.filterClear}
          </a>
        </div>
      </form>
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

function Check(props: { name: string; value: string; isChecked: boolean; children: ReactNode }) {
  return (
    <label className="check">
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        defaultChecked={props.isChecked}
      />
      {props.children}
    </label>
  );
}
