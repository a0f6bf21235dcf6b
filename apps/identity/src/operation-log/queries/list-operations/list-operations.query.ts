import { Query } from '@nestjs/cqrs';

export class ListOperationsQuery extends Query<{ value: string; label: string }[]> {}
