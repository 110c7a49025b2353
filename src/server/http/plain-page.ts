import { escapeHtml } from './escape-html';

/**
 * The server's few plain HTML pages (404, the local mail outbox, the local billing pages):
 * French, not indexed, with their own small stylesheet (no SPA, no script).
 */
export function plainPage(page: {
  title: string;
  css: string;
  body: string;
  /** The page's language (diners' pages); French by default. */
  lang?: string;
  /** Extra lines for <head> (already escaped). */
  head?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'fr')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(page.title)} · Ardoise</title>
${page.head ?? ''}<style>
${page.css.trim()}
</style>
</head>
<body>
<main>
${page.body.trim()}
</main>
</body>
</html>
`;
}
