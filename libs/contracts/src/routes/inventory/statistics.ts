import { dashboardSummarySchema } from '../../api/statistics';
import { type ApiRoute, aliasRoute } from '../api-route';

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

/** Inventory statistics: today's dashboard figures. */
export const STATISTICS_ROUTES = {
  dashboardSummary,
  dashboardSummaryAlias: aliasRoute(dashboardSummary, '/statistics/summary'),
} as const satisfies Record<string, ApiRoute>;
