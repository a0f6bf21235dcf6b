import { Query } from '@nestjs/cqrs';
import { type LogCategory } from '@timber/contracts';

/** §7 /cutting/record/findLogCategory: the wood kinds sawn (the statistics' filter). */
export class LogCategoriesQuery extends Query<LogCategory[]> {}
