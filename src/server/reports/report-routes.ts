import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportFileName } from '../../domain/reports/day-report-messages';
import { DayReportQuerySchema } from '../../domain/reports/day-report-schema';
import { renderReportCsv } from './report-csv';
import type { ReportService } from './report-service';

/**
 * "Service du jour" (issue 24 §6): the owner's and the Gérants' summary of a day or a range, as
 * JSON for the screen or as a CSV file for a spreadsheet. Paths are relative to /api/v1.
 */
export function registerReportRoutes(scope: FastifyInstance, deps: { reports: ReportService }) {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reports/day',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          'The summary of a Europe/Paris day (date=YYYY-MM-DD) or a range of at most 93 days (&to=YYYY-MM-DD): orders and covers by service, revenue by dish, category and payment method, cancellations, refunds, preparation times. JSON (DayReportSchema), or a CSV attachment with &format=csv',
        querystring: DayReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { date, to, format } = request.query;
      const report = await deps.reports.getDayReport({ ownerId: request.owner.id, date, to });
      if (format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="${reportFileName(report.from, report.to)}"`,
          )
          .send(renderReportCsv(report));
      }
      return report;
    },
  );
}
