import type { PageContext } from './page-context';

/**
 * Free menus: the top advertisement slot (spec §9: 90 px, the only slot used on the public
 * menu). By default a house advertisement for Ardoise: no third-party script on the page; an
 * ad network only when the operator configured one.
 */
export function AdSlot({ context }: { context: PageContext }) {
  const { strings } = context;
  return (
    <aside className="ad" aria-label={strings.advertisement}>
      <span className="ad-label">{strings.advertisement}</span>
      {context.adNetwork ? (
        // Filled by the network's script (pushed by the enhancement script, no inline code).
        <ins
          className="adsbygoogle ad-unit"
          data-ad-client={context.adNetwork.clientId}
          data-ad-format="horizontal"
          data-full-width-responsive="false"
        />
      ) : (
        <a className="house-ad" href={context.marketingUrl}>
          <strong>{strings.houseAdTitle}</strong>
          <span>{strings.houseAdText}</span>
        </a>
      )}
    </aside>
  );
}
