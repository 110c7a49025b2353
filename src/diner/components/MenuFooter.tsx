import { AUDIENCE_STRINGS } from '../../domain/i18n/diner/audience-strings';
import type { MenuView } from '../model/menu-view';
import type { PageContext } from './page-context';

export function MenuFooter({ context, menu }: { context: PageContext; menu: MenuView }) {
  const { strings } = context;
  const audience = AUDIENCE_STRINGS[context.lang];
  return (
    <footer className="wrap foot">
      <p className="allergen-notice">{strings.allergenNotice}</p>
      {context.hasMachineText ? <p className="ai-note">{strings.aiFooter}</p> : null}
      {menu.hasFrenchText ? <p className="french-note">{strings.frenchKept}</p> : null}
      <p className="powered">{strings.poweredBy}</p>
      <p>
        <a href="#audience">{audience.title}</a>
      </p>
      {/*
        The "Mesure d'audience" note (issue 26 §1) is a section of the page itself, shown when
        its link is followed (CSS :target): no other page, no request, readable without JavaScript.
      */}
      <section id="audience" className="audience" aria-labelledby="audience-title">
        <h2 id="audience-title">{audience.title}</h2>
        <p>{audience.text}</p>
      </section>
    </footer>
  );
}
