import { describe, expect, it } from 'vitest';
import { can, type Role, TEAM_MESSAGES } from '../../domain/team/roles';
import { testAppForThisFile } from '../testing/test-app';
import { teamFixtures } from './testing/team-fixtures';

/**
 * Issue 24 §1: every owner route checks a permission. Walks every /api/v1 route the app
 * registered (a new route without a permission stops the server at start) with every role —
 * the owner, members, and paired devices — and checks each answer against the role's rights:
 * allowed (anything but our 403), or 403 with the French message.
 */
const testApp = testAppForThisFile({ listen: true });
const { call, owner, member, device } = teamFixtures(() => testApp);

const concrete = (url: string) =>
  url.replace(/\.:format$/, '.svg').replace(/:[A-Za-z]+/g, 'x-unknown');

describe('every owner route × every role', () => {
  it('allows what the role may do and refuses the rest with 403 in French', async () => {
    const restaurant = await owner();
    const actors: { label: string; role: Role; cookie: string }[] = [
      { label: 'owner', role: 'owner', cookie: restaurant.cookie },
      { label: 'manager', role: 'manager', cookie: (await member(restaurant, 'manager')).cookie },
      { label: 'service', role: 'service', cookie: (await member(restaurant, 'service')).cookie },
      { label: 'kitchen', role: 'kitchen', cookie: (await member(restaurant, 'kitchen')).cookie },
      {
        label: 'service tablet',
        role: 'service',
        cookie: (await device(restaurant, 'service')).cookie,
      },
      {
        label: 'kitchen tablet',
        role: 'kitchen',
        cookie: (await device(restaurant, 'kitchen')).cookie,
      },
    ];
    const routes = testApp.ownerRoutes.filter((route) => route.permission !== null);
    expect(routes.length).toBeGreaterThan(50);
    // Removing members or devices would sign the walkers out halfway: those last.
    const order = (url: string) => (url.startsWith('/api/v1/team/') ? 1 : 0);
    routes.sort((a, b) => order(a.url) - order(b.url));

    const table: string[] = [];
    for (const route of routes) {
      const permission = route.permission;
      if (!permission) continue;
      for (const actor of actors) {
        const url = concrete(route.url);
        let status: number;
        let message: string | undefined;
        if (route.url.endsWith('/events')) {
          // A live stream: its status line is the answer; the stream is then dropped.
          const abort = new AbortController();
          const response = await fetch(`${testApp.baseUrl}${url}`, {
            headers: { cookie: actor.cookie },
            signal: abort.signal,
          });
          status = response.status;
          if (status !== 200) message = (await response.json()).error?.message;
          abort.abort();
        } else {
          const response = await call({
            method: route.method as 'GET',
            url,
            cookie: actor.cookie,
            ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
          });
          status = response.statusCode;
          message = status >= 400 ? response.json().error?.message : undefined;
        }
        const isRefused = status === 403 && message === TEAM_MESSAGES.forbidden;
        const expected = can(actor.role, permission);
        table.push(`${route.method} ${route.url} ${actor.label}: ${status}`);
        expect(status, `${route.method} ${route.url} as ${actor.label}`).not.toBe(401);
        expect(status, `${route.method} ${route.url} as ${actor.label}`).not.toBe(500);
        expect(
          isRefused,
          `${route.method} ${route.url} as ${actor.label} (${permission}): ${status} ${message}`,
        ).toBe(!expected);
      }
    }
    expect(table.length).toBe(routes.length * actors.length);
  }, 120_000);
});
