import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../http/escape-html';
import { isLocalRequest } from '../http/loopback';
import { plainPage } from '../http/plain-page';
import type { SentMail } from './mailer';
import { findLinks, OUTBOX_LIMIT, type Outbox } from './outbox';

/**
 * The local outbox pages, for developers: only when no SMTP server is configured (outbox not
 * null) and only to loopback clients. Other clients get the ordinary 404, so the pages do not
 * reveal that they exist.
 */
export function registerOutboxRoutes(app: FastifyInstance, outbox: Outbox | null) {
  if (!outbox) return;

  app.get('/dev/outbox.json', async (request, reply) => {
    if (!isLocalRequest(request)) return notFound(reply);
    return reply.header('Cache-Control', 'no-store').send(outbox.list());
  });

  app.get('/dev/outbox', async (request, reply) => {
    if (!isLocalRequest(request)) return notFound(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(outbox.list(), outbox.keeping));
  });
}

function notFound(reply: FastifyReply) {
  reply.callNotFound();
  return reply;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'medium' });

export function renderOutboxPage(
  messages: SentMail[],
  keeping: Outbox['keeping'] = { limit: OUTBOX_LIMIT, survivesRestart: false },
): string {
  const kept = keeping.survivesRestart
    ? `les ${keeping.limit} derniers emails sont gardés ici, y compris après un redémarrage du serveur`
    : `les ${keeping.limit} derniers emails sont gardés ici, en mémoire, jusqu’au redémarrage du serveur`;
  const count =
    messages.length === 0
      ? '<p class="empty">Aucun email envoyé pour l’instant.</p>'
      : `<p>${messages.length} email${messages.length > 1 ? 's' : ''}, du plus récent au plus ancien.</p>`;
  return plainPage({
    title: 'Boîte d’envoi locale',
    css: `
body{margin:0;font-family:system-ui,sans-serif;background:#faf7f2;color:#1f2937;line-height:1.5}
main{max-width:56rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
article{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.125rem;margin:0 0 .5rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
ul{margin:0;padding-left:1.25rem}
a{color:#1d4ed8;overflow-wrap:anywhere}
iframe{width:100%;height:28rem;border:1px solid #e5e7eb;border-radius:.25rem;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f4f6;padding:.75rem;border-radius:.25rem;margin:.5rem 0 0}
summary{cursor:pointer;margin-top:.5rem}
.empty{color:#6b7280}
`,
    body: `
<h1>Boîte d’envoi locale</h1>
<p>Aucun serveur SMTP n’est configuré (<code>SMTP_URL</code>) : ${kept}. Aussi disponible en JSON : <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${count}
${messages.map(renderMessage).join('\n')}
`,
  });
}

function renderMessage(message: SentMail): string {
  const links = findLinks(message.text);
  const linkList =
    links.length === 0
      ? ''
      : `<dt>Liens</dt><dd><ul>${links
          .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
          .join('')}</ul></dd>`;
  const files = message.attachments ?? [];
  const fileList =
    files.length === 0
      ? ''
      : `<dt>Pièces jointes</dt><dd><ul>${files
          .map((file) => `<li>${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</li>`)
          .join('')}</ul></dd>`;
  // An empty sandbox: the message's HTML gets no scripts, no forms, no same-origin access.
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl>
<dt>Date</dt><dd><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(dateFormat.format(new Date(message.sentAt)))}</time></dd>
<dt>À</dt><dd>${escapeHtml(message.to)}</dd>
${linkList}
${fileList}
</dl>
<iframe sandbox srcdoc="${escapeHtml(message.html)}" title="${escapeHtml(`Version HTML : ${message.subject}`)}"></iframe>
<details>
<summary>Version texte</summary>
<pre>${escapeHtml(message.text)}</pre>
</details>
</article>`;
}
