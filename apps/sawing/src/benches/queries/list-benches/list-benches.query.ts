import { Query } from '@nestjs/cqrs';
import { type Bench } from '@timber/contracts';

/** §7 /cutting/machine/listAll: the tenant's benches. */
export class ListBenchesQuery extends Query<Bench[]> {}
