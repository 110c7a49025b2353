import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './http/app-error';
import { testAppForThisFile } from './testing/test-app';

const testApp = testAppForThisFile({
  // Routes of this test only, to exercise the shared error handling.
  apiRoutes(api) {
    const config = { isPublic: true };
    api.post('/test/echo', { config }, async (request) => ({ body: request.body }));
    api.get('/test/conflict', { config }, async () => {
      throw new AppError('CONFLICT', 'Ce menu a été modifié ailleurs.');
    });
    api.get('/test/crash', { config }, async () => {
      throw new Error('boom');
    });
  },
});

/** Like a browser: writes carry our Origin (the CSRF tests below send their own headers). */
const inject = (options: InjectOptions) =>
  testApp.app.inject({
    ...options,
    headers: { origin: testApp.config.publicUrl, ...(options.headers as Record<string, string>) },
  });

describe('health', () => {
  it('GET /healthz answers 200', async () => {
    const response = await inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while the database answers', async () => {
    const response = await inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
  });
});

describe('owner SPA shell', () => {
  it.each([
    '/',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/dashboard',
    '/dashboard/menu/new',
  ])('serves the French shell on %s, uncached, with nonces on its scripts', async (url) => {
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<title>Ardoise</title>');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('serves hashed assets with a one-year immutable cache, compressed', async () => {
    const assets = readdirSync(path.resolve('dist/web/assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    const response = await inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('does not expose the shell template as a static file', async () => {
    const response = await inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(404);
  });
});

describe('not found', () => {
  // A single slug-shaped segment (`/nope`) is a restaurant address: its 404 is the diner's
  // "Menu non disponible" page (restaurant-slug.test.ts).
  it.each(['/no', '/nope/plus', '/dashboardx/plus', '/Nope.html', '/r', '/assets/missing.js'])(
    'answers %s with status 404 and the French page',
    async (url) => {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('404 Page non trouvée');
      expect(response.body).toContain('<a href="/">Retour à l\'accueil</a>');
    },
  );

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
    });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual headers', async () => {
    const response = await inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(csp).toContain("frame-ancestors 'none'");
    // frame-ancestors decides alone; X-Frame-Options would contradict the preview's 'self'.
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('uses a new nonce for every response', async () => {
    const first = await inject({ method: 'GET', url: '/login' });
    const second = await inject({ method: 'GET', url: '/login' });
    expect(first.headers['content-security-policy']).not.toBe(
      second.headers['content-security-policy'],
    );
  });
});

describe('API errors', () => {
  const echo = (type: string, payload: string) =>
    inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': type },
      payload,
    });

  it('answers malformed JSON with 400 and a French message', async () => {
    const response = await echo('application/json', '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Le corps de la requête n’est pas un JSON valide.' },
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await echo(
      'application/json',
      JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await echo('application/x-unknown', 'hello');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'Format de données non pris en charge : envoyez du JSON.',
    );
    const text = await echo('text/plain', '{"name":"x"}');
    expect(text.statusCode).toBe(415);
  });

  it('maps AppError codes to their status with the French message', async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Ce menu a été modifié ailleurs.' },
    });
  });

  it('hides unexpected errors behind a French 500', async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(response.body).not.toContain('boom');
  });
});

describe('CSRF', () => {
  const post = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it('refuses a state-changing request from another origin', async () => {
    const response = await post({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Requête refusée : origine non autorisée.');
  });

  it('refuses a cross-site fetch without Origin', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    expect((await post({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('decides Origin: null by Sec-Fetch-Site: a same-origin form passes, anything else not', async () => {
    // A same-origin HTML form under a forced no-referrer policy (the browser's or an extension's).
    expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A sandboxed frame, a data: document, a cross-site redirect chain, or no proof at all.
    for (const fetchSite of ['cross-site', 'same-site', 'none']) {
      const refused = await post({ origin: 'null', 'sec-fetch-site': fetchSite });
      expect(refused.statusCode, fetchSite).toBe(403);
      expect(refused.json().error.reason).toBe('CSRF');
    }
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });

  it('sends Referrer-Policy: same-origin, so our own forms carry their Origin', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('refuses a write that says nowhere where it comes from, on /api/v1 and /api/auth', async () => {
    const unproven = await post({});
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().error.reason).toBe('CSRF');
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json()).toEqual(unproven.json());
  });
});
