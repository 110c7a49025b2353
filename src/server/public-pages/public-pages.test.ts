import { describe, expect, it } from 'vitest';
import { sampleMenu } from '../testing/menu-fixtures';
import { testAppForThisFile } from '../testing/test-app';
import { publicFixtures } from './testing/public-fixtures';

// Runs on SQLite and on PostgreSQL. Spec part 1 §4 and part 2 §4: public menu choice.
const testApp = testAppForThisFile();
const fx = publicFixtures(() => testApp);

const premiumOwnerWithThreeMenus = async () => {
  const owner = await fx.owner('premium');
  const oldest = await fx.menu(owner, sampleMenu({ name: 'Carte du soir' }));
  const second = await fx.menu(owner, sampleMenu({ name: 'Carte du midi' }));
  const third = await fx.menu(owner, sampleMenu({ name: 'Brouillon' }));
  return { owner, oldest, second, third };
};

describe('/r/{menuId}', () => {
  it('shows the oldest menu, even when another one is active', async () => {
    const { owner, oldest, second } = await premiumOwnerWithThreeMenus();
    const cookie = await fx.signIn(owner);
    const activate = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/menus/${second.id}/activate`,
      headers: { cookie, origin: testApp.config.publicUrl },
    });
    expect(activate.statusCode).toBe(200);
    const page = await fx.get(`/r/${oldest.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Carte du soir</h1>');
    expect((await fx.get(`/r/${second.id}`)).body).toContain('<h1>Carte du midi</h1>');
  });

  it('answers "Menu non disponible" (404) for an inactive menu that is not the oldest', async () => {
    const { third } = await premiumOwnerWithThreeMenus();
    const page = await fx.get(`/r/${third.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Menu non disponible');
    expect(page.body).toContain('Ce menu n’est pas accessible ou n’existe pas.');
    expect(page.body).toContain(third.id);
    expect(page.body).toContain('href="/login"');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for an unknown or absurd id, showing the searched id escaped', async () => {
    const unknown = await fx.get('/r/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const weird = await fx.get(`/r/${encodeURIComponent('<b>x</b>')}`);
    expect(weird.statusCode).toBe(404);
    expect(weird.body).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect((await fx.get(`/r/${'x'.repeat(300)}`)).statusCode).toBe(404);
  });

  it('serves /menu/{menuId}/view with the same rule, canonical on /r/', async () => {
    const { oldest, third } = await premiumOwnerWithThreeMenus();
    const page = await fx.get(`/menu/${oldest.id}/view`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/r/${oldest.id}"/>`,
    );
    expect((await fx.get(`/menu/${third.id}/view`)).statusCode).toBe(404);
  });
});

describe('/u/{userId}', () => {
  it('shows the first active menu, otherwise the oldest', async () => {
    const { owner, second } = await premiumOwnerWithThreeMenus();
    expect((await fx.get(`/u/${owner.id}`)).body).toContain('<h1>Carte du soir</h1>');
    const cookie = await fx.signIn(owner);
    const headers = { cookie, origin: testApp.config.publicUrl };
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/menus/${second.id}/activate`,
      headers,
    });
    expect((await fx.get(`/u/${owner.id}`)).body).toContain('<h1>Carte du midi</h1>');
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/menus/${second.id}/deactivate`,
      headers,
    });
    const fallback = await fx.get(`/u/${owner.id}`);
    expect(fallback.body).toContain('<h1>Carte du soir</h1>');
    // Canonical at the readable address (issue 15 §6), which the sign-up gave.
    expect(fallback.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/${await fx.slugOf(owner)}"/>`,
    );
  });

  it('answers the by-user "Menu non disponible" (404) for an owner without menus or unknown', async () => {
    const owner = await fx.owner();
    for (const id of [owner.id, 'inconnu']) {
      const page = await fx.get(`/u/${id}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(
        'Aucun menu trouvé pour cet utilisateur ou le menu n’est pas encore configuré.',
      );
      expect(page.body).toContain(id);
    }
  });
});

describe('another owner', () => {
  it("reads another owner's menu through its public pages only", async () => {
    const { owner, oldest } = await premiumOwnerWithThreeMenus();
    const stranger = await fx.owner();
    const cookie = await fx.signIn(stranger);
    const api = await fx.get(`/api/v1/menus/${oldest.id}`, { cookie });
    expect(api.statusCode).toBe(404);
    const preview = await fx.get(`/api/v1/menus/${oldest.id}/preview`, { cookie });
    expect(preview.statusCode).toBe(404);
    expect((await fx.get(`/r/${oldest.id}`, { cookie })).statusCode).toBe(200);
    expect((await fx.get(`/u/${owner.id}`, { cookie })).statusCode).toBe(200);
  });
});

describe('owner preview', () => {
  it('shows any of my menus, even inactive, uncached, framable by our own pages only', async () => {
    const { owner, third } = await premiumOwnerWithThreeMenus();
    const cookie = await fx.signIn(owner);
    const url = `/api/v1/menus/${third.id}/preview`;
    const preview = await fx.get(`${url}?lang=en`, { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.body).toContain('<html lang="en">');
    expect(preview.body).toContain('<h1 lang="fr">Brouillon</h1>');
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.body).toContain(`action="${url}"`);
    expect((await fx.get(url)).statusCode).toBe(401);
  });
});

describe('/menu/active', () => {
  it('explains in French how to reach a menu', async () => {
    const page = await fx.get('/menu/active');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Scannez le QR code');
  });
});
