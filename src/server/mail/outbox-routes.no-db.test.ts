import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../http/loopback';
import type { SentMail } from './mailer';
import { Outbox } from './outbox';
import { registerOutboxRoutes } from './outbox-routes';

const hostile = {
  to: 'owner@example.fr',
  subject: 'Bonjour <script>alert(1)</script> "quoted" \'single\'',
  text: 'Ouvrez https://app.ardoise.fr/verify?token=a&b=1 maintenant.',
  html: '<p onclick="x()">Salut</p><script>alert(1)</script><a href="https://app.ardoise.fr/x?a=1&b=2">lien</a>',
};

let app: FastifyInstance;
let disabled: FastifyInstance;
beforeAll(async () => {
  const outbox = new Outbox({ now: () => new Date('2025-03-03T13:02:11.000Z') });
  outbox.add({ to: 'first@example.fr', subject: 'Premier', text: 'un', html: '<p>un</p>' });
  outbox.add(hostile);
  app = Fastify();
  registerOutboxRoutes(app, outbox);
  disabled = Fastify();
  registerOutboxRoutes(disabled, null);
  await Promise.all([app.ready(), disabled.ready()]);
});
afterAll(async () => {
  await Promise.all([app.close(), disabled.close()]);
});

describe('GET /dev/outbox.json', () => {
  it('lists the messages newest first, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<SentMail[]>();
    expect(body).toEqual([
      { ...hostile, sentAt: '2025-03-03T13:02:11.000Z' },
      expect.objectContaining({ to: 'first@example.fr', subject: 'Premier' }),
    ]);
  });
});

describe('GET /dev/outbox', () => {
  it('renders a French page with every value escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Boîte d’envoi locale');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(
      '<h2>Bonjour &lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39;</h2>',
    );
    expect(page).toContain('<dd>owner@example.fr</dd>');
    // 13:02 UTC, shown in the server's time zone: only the French date is stable.
    expect(page).toMatch(/mars 2025/);
  });

  it('says truly how long mail is kept: in memory, or in a file that survives a restart', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(page).toContain('gardés ici, en mémoire, jusqu’au redémarrage du serveur');
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const kept = Fastify();
    registerOutboxRoutes(kept, new Outbox({ file: path.join(dir, 'outbox.json') }));
    const keptPage = (await kept.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(keptPage).toContain(
      'les 200 derniers emails sont gardés ici, y compris après un redémarrage du serveur',
    );
    expect(keptPage).not.toContain('en mémoire');
    await kept.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the HTML body in a sandboxed srcdoc and the text in a <pre>', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    const srcdoc = /<iframe sandbox srcdoc="([^"]*)"/.exec(page)?.[1];
    expect(srcdoc).toBe(
      '&lt;p onclick=&quot;x()&quot;&gt;Salut&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;' +
        '&lt;a href=&quot;https://app.ardoise.fr/x?a=1&amp;b=2&quot;&gt;lien&lt;/a&gt;',
    );
    expect(page).toContain(
      '<pre>Ouvrez https://app.ardoise.fr/verify?token=a&amp;b=1 maintenant.</pre>',
    );
    expect(page).toContain(
      '<a href="https://app.ardoise.fr/verify?token=a&amp;b=1">https://app.ardoise.fr/verify?token=a&amp;b=1</a>',
    );
    expect(page.indexOf('Bonjour &lt;script')).toBeLessThan(page.indexOf('Premier'));
  });
});

describe('access', () => {
  it.each(['/dev/outbox', '/dev/outbox.json'])('%s answers 404 to a remote client', async (url) => {
    const response = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('owner@example.fr');
  });

  it('answers 404 when a proxy on this machine forwards a remote client', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers IPv6 and IPv4-mapped loopback clients', async () => {
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      const response = await app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it.each(['/dev/outbox', '/dev/outbox.json'])(
    '%s does not exist without an outbox',
    async (url) => {
      expect((await disabled.inject({ method: 'GET', url })).statusCode).toBe(404);
    },
  );
});

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8, ::1 and ::ffff:127.x only', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.3',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::2',
      '1::1',
      '128.0.0.1',
      '',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
