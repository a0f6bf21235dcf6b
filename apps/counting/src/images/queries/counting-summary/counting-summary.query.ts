import { Query } from '@nestjs/cqrs';
import { type CountingSummary } from '@timber/contracts';

/** The dashboard's "pictures being processed" and "pictures processed". */
export class CountingSummaryQuery extends Query<CountingSummary> {}
