import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerAccountRoutes } from './account-routes';
import type { AccountService } from './account-service';

/** The owner's account: e-mail, password, deletion (/api/v1/account). */
export const accountPlugin: FastifyPluginAsync<{
  api: ApiScope;
  accounts: AccountService;
}> = async (app, { api, accounts }) =>
  api(app, (scope) => registerAccountRoutes(scope, { accounts }));
