import type { PageContext } from './page-context';

export function MenuFooter({ context }: { context: PageContext }) {
  const { strings } = context;
  return (
    <footer className="wrap foot">
      <p className="allergen-notice">{strings.allergenNotice}</p>
      {context.hasMachineText ? <p className="ai-note">{strings.aiFooter}</p> : null}
      <p className="powered">{strings.poweredBy}</p>
    </footer>
  );
}
