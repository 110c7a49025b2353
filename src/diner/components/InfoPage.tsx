import { DinerDocument } from './DinerDocument';
import type { PageContext } from './page-context';

type Props = {
  context: PageContext;
  title: string;
  text: string;
  /** The id the diner's link carried, shown so they can tell the restaurant. */
  searchedId?: string;
};

/**
 * Pages without a menu: "Menu non disponible" (spec §2 and §8: explanation, the searched id,
 * a sign-in hint for the owner) and the /menu/active explanation.
 */
export function InfoPage({ context, title, text, searchedId }: Props) {
  const { strings } = context;
  return (
    <DinerDocument context={context} title={`${title} · Ardoise`} description={text}>
      <main className="wrap info">
        <h1>{title}</h1>
        <p>{text}</p>
        {searchedId === undefined ? null : (
          <p className="searched">
            {strings.searchedId} <code>{searchedId}</code>
          </p>
        )}
        <p className="owner-hint">{strings.ownerHint}</p>
        <p>
          <a className="btn" href="/login">
            {strings.signIn}
          </a>
        </p>
      </main>
    </DinerDocument>
  );
}
