import type { PageContext } from './page-context';

/** Free menus: the spec's premium-feature notice, asking to contact the restaurant owner. */
export function PremiumNotice({ context }: { context: PageContext }) {
  return (
    <aside className="wrap premium-notice">
      <p>{context.strings.premiumNotice}</p>
    </aside>
  );
}
