import type { DayReport } from '../../domain/reports/day-report-schema';
import { request } from './http';

/** `date=…` for one day, `date=…&to=…` for a range: the JSON's and the CSV file's query. */
export const dayReportQuery = (date: string, to: string) =>
  date === to ? `date=${date}` : `date=${date}&to=${to}`;

/** "Service du jour" (issue 24 §6): loaded by its screen only. */
export const reportApi = {
  /** "Service du jour": one Europe/Paris day, or `date` to `to` (93 days at most). */
  dayReport: (date: string, to: string) =>
    request<DayReport>('GET', `/api/v1/reports/day?${dayReportQuery(date, to)}`),
};
