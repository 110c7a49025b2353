import type { FastifyPluginAsync } from 'fastify';
import type { ApiScope } from '../http/api-scope';
import { registerReportRoutes } from './report-routes';
import type { ReportService } from './report-service';

/** "Service du jour": the day's summary and its CSV export (docs/day-report.md). */
export const reportsPlugin: FastifyPluginAsync<{ api: ApiScope; reports: ReportService }> = async (
  app,
  { api, reports },
) => {
  await api(app, (scope) => registerReportRoutes(scope, { reports }));
};
