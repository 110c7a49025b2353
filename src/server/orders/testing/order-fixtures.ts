import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { MenuDocument, MenuDocumentInput } from '../../../domain/menu/menu-schema';
import { ENTITLEMENTS, type Plan } from '../../../domain/plans/plans';
import { createMenu, createOwner, signIn } from '../../testing/factories';
import { sampleMenu } from '../../testing/menu-fixtures';
import type { TestApp } from '../../testing/test-app';

/** Shared by the orders test files: restaurants that take orders, diners placing them. */
export function orderFixtures(getApp: () => TestApp) {
  let clientCounter = 0;
  const deps = () => ({
    auth: getApp().auth,
    database: getApp().testDatabase.database,
    events: getApp().events,
  });

  /** A request from its own client address (diners' throttles are per address). */
  const call = (options: InjectOptions & { cookie?: string }, app = getApp()) =>
    app.app.inject({
      remoteAddress: `198.51.100.${(++clientCounter % 250) + 1}`,
      ...options,
      headers: {
        origin: app.config.publicUrl,
        ...(options.cookie && { cookie: options.cookie }),
        ...(options.headers as object),
      },
    });

  /**
   * A Premium owner with an active menu and tables "4" and "7" (`tokens` by name). Ordering is
   * opened, for take-away too (orders without a table's code), unless told otherwise: the
   * tests about tables say `takeAway: false`, the product's default.
   */
  async function restaurant(
    options: {
      plan?: Plan;
      open?: boolean;
      takeAway?: boolean;
      tables?: string[];
      document?: MenuDocumentInput;
    } = {},
  ) {
    const plan = options.plan ?? 'premium';
    const owner = await createOwner(deps(), { plan });
    const cookie = await signIn(getApp().auth, owner);
    const menu = await createMenu(deps(), owner.id, options.document ?? sampleMenu());
    const document = menu.document as MenuDocument;
    const [soup, beef, risotto] = document.categories.flatMap((category) => category.items);
    if (options.open !== false && ENTITLEMENTS[plan].canTakeOrders) {
      const payload = { open: true, takeAway: options.takeAway ?? true };
      const opened = await call({ method: 'PUT', url: '/api/v1/ordering', cookie, payload });
      if (opened.statusCode !== 200) throw new Error(`ordering not opened: ${opened.body}`);
    }
    const saved = await call({
      method: 'PUT',
      url: '/api/v1/tables',
      cookie,
      payload: { names: options.tables ?? ['4', '7'] },
    });
    if (saved.statusCode !== 200) throw new Error(`tables not saved: ${saved.body}`);
    const tables = saved.json().tables as { name: string; token: string }[];
    return {
      owner,
      cookie,
      menuId: menu.id,
      soup: String(soup?.id),
      beef: String(beef?.id),
      risotto: String(risotto?.id),
      document,
      /** Each table's token, by name. */
      tokens: Object.fromEntries(tables.map((table) => [table.name, table.token])),
    };
  }

  const orderOf = (menuId: string, lines: unknown[], extra: Record<string, unknown> = {}) => ({
    menuId,
    clientRequestId: randomUUID(),
    lines,
    ...extra,
  });

  const place = (body: Record<string, unknown>, app = getApp()) =>
    call({ method: 'POST', url: '/api/v1/public/orders', payload: body }, app);

  const move = (cookie: string, orderId: string, status: string, app = getApp()) =>
    call(
      { method: 'POST', url: `/api/v1/orders/${orderId}/status`, cookie, payload: { status } },
      app,
    );

  /** Issue 24 §3, as the board calls it: staff orders, line changes, "À valider". */
  const staff = {
    take: (cookie: string, body: Record<string, unknown>, app = getApp()) =>
      call({ method: 'POST', url: '/api/v1/orders', cookie, payload: body }, app),
    changeLines: (cookie: string, orderId: string, body: Record<string, unknown>) =>
      call({ method: 'PUT', url: `/api/v1/orders/${orderId}/lines`, cookie, payload: body }),
    accept: (cookie: string, orderId: string) =>
      call({ method: 'POST', url: `/api/v1/orders/${orderId}/accept`, cookie }),
    refuse: (cookie: string, orderId: string, reason: string) =>
      call({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/refuse`,
        cookie,
        payload: { reason },
      }),
    /** "Validation par le personnel" on (or off). */
    async setValidation(cookie: string, staffValidation = true) {
      const payload = { staffValidation };
      const saved = await call({ method: 'PUT', url: '/api/v1/ordering', cookie, payload });
      if (saved.statusCode !== 200) throw new Error(`validation not set: ${saved.body}`);
    },
  };

  return { call, restaurant, orderOf, place, move, staff };
}
