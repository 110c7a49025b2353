import { beforeAll, describe, expect, it } from 'vitest';
import { MenuDocumentSchema } from '../../domain/menu/menu-schema';
import { sampleMenu } from '../testing/menu-fixtures';
import { openCspForAdNetwork } from './ad-network-csp';
import { loadDinerRenderer, renderMenuPage } from './render-diner-page';

beforeAll(() => loadDinerRenderer());

const render = (adNetwork?: { clientId: string }) =>
  renderMenuPage({
    settings: {
      selfPath: '/r/x',
      canonicalUrl: 'https://ardoise.fr/r/x',
      languages: [],
      showsAds: true,
      marketingUrl: 'https://ardoise.fr',
      css: '',
      scriptUrl: '/diner/enhance.x.js',
      adNetwork,
    },
    lang: 'fr',
    document: MenuDocumentSchema.parse(sampleMenu()),
    restaurantName: 'Chez Léon',
    hiddenAllergens: [],
    absoluteUrl: (path) => `https://ardoise.fr${path}`,
  });

describe('free menu advertising', () => {
  it('shows the house ad and loads no third-party script by default', () => {
    const html = render();
    expect(html).toContain('<a class="house-ad" href="https://ardoise.fr">');
    expect(html).not.toContain('googlesyndication');
  });

  it('loads the configured ad network into the same 90 px slot', () => {
    const html = render({ clientId: 'ca-pub-123"<' });
    expect(html).toContain(
      '<script async="" src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123%22%3C" crossorigin="anonymous"></script>',
    );
    expect(html).toContain(
      '<ins class="adsbygoogle ad-unit" data-ad-client="ca-pub-123&quot;&lt;"',
    );
    expect(html).not.toContain('house-ad');
  });

  it('opens the CSP for the network only where asked', () => {
    const policy =
      "default-src 'self'; script-src 'self' 'nonce-abc'; connect-src 'self'; frame-ancestors 'none'";
    const opened = openCspForAdNetwork(policy);
    expect(opened).toContain("script-src 'self' 'nonce-abc' https://pagead2.googlesyndication.com");
    expect(opened).toContain("frame-src 'self' https://googleads.g.doubleclick.net");
    expect(opened).toContain("connect-src 'self' https://*.googlesyndication.com");
    expect(opened).toContain("frame-ancestors 'none'");
  });
});
