import type { PageContext } from './page-context';

export function MenuFooter({ context }: { context: PageContext }) {
  const { strings } = context;
  return (
    <footer className="wrap foot">
      <p className="allergen-notice">{strings.allergenNotice}</p>
      {context.lang === 'fr' ? null : <p className="ai-note">{strings.aiFooter}</p>}
      <p className="powered">{strings.poweredBy}</p>
    </footer>
  );
}
