import type { ReactNode } from 'react';
import { adNetworkScriptUrl, type PageContext } from './page-context';

const OG_LOCALES = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', zh: 'zh_CN', it: 'it_IT' } as const;

type Props = {
  context: PageContext;
  title: string;
  description: string;
  /** Extra head elements: alternates, Open Graph image, JSON-LD. */
  head?: ReactNode;
  children: ReactNode;
};

/**
 * The HTML document of every diner page. No inline script: the page's bytes are the same for
 * every visitor, so they can be cached and shared (the CSP nonce never appears in them).
 */
export function DinerDocument({ context, title, description, head, children }: Props) {
  return (
    <html lang={context.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {context.isNoIndex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={context.canonicalUrl} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Ardoise" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={context.canonicalUrl} />
        <meta property="og:locale" content={OG_LOCALES[context.lang]} />
        <meta name="theme-color" content="#faf7f2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head}
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheets, read at boot
          dangerouslySetInnerHTML={{
            __html: context.css + (context.cart?.css ?? '') + (context.tab?.css ?? ''),
          }}
        />
        {context.scriptUrl ? <script src={context.scriptUrl} defer /> : null}
        {context.cart ? <script src={context.cart.scriptUrl} defer /> : null}
        {context.tab ? <script src={context.tab.scriptUrl} defer /> : null}
        {context.showsAds && context.adNetwork ? (
          <script
            async
            src={adNetworkScriptUrl(context.adNetwork.clientId)}
            crossOrigin="anonymous"
          />
        ) : null}
      </head>
      <body>{children}</body>
    </html>
  );
}
