import { Query } from '@nestjs/cqrs';
import { type DashboardSummary } from '@timber/contracts';

export class DashboardSummaryQuery extends Query<DashboardSummary> {}
