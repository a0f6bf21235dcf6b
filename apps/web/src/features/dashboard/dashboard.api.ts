import { dashboardGeneratedApi, type DashboardSummaryApiResponse } from './dashboard.api.generated';

/** The dashboard's calls (spec §2 home page): today's figures, the charts, the stock age rules. */
dashboardGeneratedApi.enhanceEndpoints({
  endpoints: {
    // Today's figures change with every sheet: fetched fresh each time the dashboard opens.
    dashboardSummary: { keepUnusedDataFor: 0 },
  },
});

export * from './dashboard.api.generated';

export type Summary = DashboardSummaryApiResponse['data'];
