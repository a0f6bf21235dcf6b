import { Query } from '@nestjs/cqrs';
import { type DashboardCharts } from '@timber/contracts';

export class DashboardChartsQuery extends Query<DashboardCharts> {}
