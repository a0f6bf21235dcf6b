import { pageResultSchema } from '../../api/common';
import { diameterCategorySchema } from '../../api/sheets';
import {
  dailyStatsCategoryQuerySchema,
  dailyStatsQuerySchema,
  dailyStatsRowSchema,
  dashboardChartsSchema,
  dashboardSummarySchema,
} from '../../api/statistics';
import { type ApiRoute, aliasRoute } from '../api-route';

/** The daily statistics screen's own key (issue 35: no longer the stock list's). */
const STATISTICS = 'stock/statistics';

const dashboardSummary = {
  method: 'POST',
  path: '/statistics/stock',
  summary:
    "Today's dashboard figures: the stock now and the logs confirmed in and out today (quantity and m3); the picture counts are /count/img/summary's",
  tag: 'statistics',
  upstream: 'inventory',
  reads: true,
  data: dashboardSummarySchema,
} as const satisfies ApiRoute;

/** Inventory statistics: today's dashboard figures, its charts, the daily statistics. */
export const STATISTICS_ROUTES = {
  dashboardSummary,
  dashboardSummaryAlias: aliasRoute(dashboardSummary, '/statistics/summary'),
  dashboardChartSummary: {
    method: 'POST',
    path: '/statistics/charts',
    summary:
      '(chosen) The dashboard’s charts: m3 confirmed in and out on each of the last 30 days (the caller’s), the stock by wood kind and by location',
    tag: 'statistics',
    upstream: 'inventory',
    reads: true,
    data: dashboardChartsSchema,
  },
  dailyStatsList: {
    method: 'POST',
    path: '/stats/list',
    summary:
      '(chosen) Daily stock-in/out statistics (§7 "list by statsDate and flag"): the sheets confirmed on the day, by customer and wood kind, paged (10)',
    tag: 'statistics',
    upstream: 'inventory',
    permission: STATISTICS,
    body: dailyStatsQuerySchema,
    data: pageResultSchema(dailyStatsRowSchema),
  },
  dailyStatsCategory: {
    method: 'POST',
    path: '/stats/dia',
    summary:
      '(chosen) The diameter breakdown of a daily statistics row (§7 "detail by ids, standard, flag"): its confirmed sheets’ logs by diameter class and length, under one standard',
    tag: 'statistics',
    upstream: 'inventory',
    permission: STATISTICS,
    body: dailyStatsCategoryQuerySchema,
    data: diameterCategorySchema,
  },
} as const satisfies Record<string, ApiRoute>;
