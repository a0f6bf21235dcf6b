import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { operationOptions } from '../../operation-names';
import { ListOperationsQuery } from './list-operations.query';

/** The Log tab's operation filter: every operation the log can hold, named in the caller's language. */
@QueryHandler(ListOperationsQuery)
export class ListOperationsHandler implements IQueryHandler<ListOperationsQuery> {
  execute(): Promise<{ value: string; label: string }[]> {
    return Promise.resolve(operationOptions(requestContext().locale));
  }
}
