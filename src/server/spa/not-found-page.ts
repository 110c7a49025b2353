import { plainPage } from '../http/plain-page';

/**
 * The server's own 404 page (spec part 1 §2): plain HTML with its own small stylesheet, so it
 * works even before the SPA is built and costs the visitor a few hundred bytes.
 */
export function renderNotFoundPage(): string {
  return plainPage({
    title: 'Page non trouvée',
    css: `
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#faf7f2;color:#1f2937}
main{text-align:center;padding:2rem}
h1{font-size:2rem;margin:0 0 1rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#1f2937;color:#fff;text-decoration:none;font-size:1rem}
a:focus-visible{outline:3px solid #d97706;outline-offset:2px}
`,
    body: `
<h1>404 Page non trouvée</h1>
<p>La page que vous cherchez n’existe pas ou a été déplacée.</p>
<a href="/">Retour à l'accueil</a>
`,
  });
}
