import type { MenuView } from '../model/menu-view';
import type { PageContext } from './page-context';

export function MenuFooter({ context, menu }: { context: PageContext; menu: MenuView }) {
  const { strings } = context;
  return (
    <footer className="wrap foot">
      <p className="allergen-notice">{strings.allergenNotice}</p>
      {context.hasMachineText ? <p className="ai-note">{strings.aiFooter}</p> : null}
      {menu.hasFrenchText ? <p className="french-note">{strings.frenchKept}</p> : null}
      <p className="powered">{strings.poweredBy}</p>
    </footer>
  );
}
