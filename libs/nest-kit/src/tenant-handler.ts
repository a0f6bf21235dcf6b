import { Inject, type Type } from '@nestjs/common';
import { withTenant } from '@timber/db';
import { type Kysely, type Transaction } from 'kysely';
import { DB } from './database.module';
import { caller } from './request-context';

/**
 * The base of a command or query handler whose whole work is one transaction in the caller's
 * tenant (withTenant: row-level security) with one repository, given the message. A service binds
 * its database once (`export const tenantHandler = tenantHandlerFor<InventoryDb>();`), then:
 *
 *   @QueryHandler(ListCustomersQuery)
 *   export class ListCustomersHandler
 *     extends tenantHandler(CustomerRepository, (customers, trx, { filter }: ListCustomersQuery) =>
 *       customers.page(trx, filter, requestContext().tzOffsetHours),
 *     )
 *     implements IQueryHandler<ListCustomersQuery> {}
 *
 * `implements` keeps the check that the work answers what the message promises.
 */
export function tenantHandlerFor<Database>() {
  return function tenantHandler<Repository, Message, Result>(
    repository: Type<Repository>,
    work: (repository: Repository, trx: Transaction<Database>, message: Message) => Promise<Result>,
  ) {
    class TenantHandler {
      // Named tokens: this class has no decorator of its own, so no parameter types are emitted for it.
      constructor(
        @Inject(DB) readonly db: Kysely<Database>,
        @Inject(repository) readonly repository: Repository,
      ) {}

      execute(message: Message): Promise<Result> {
        return withTenant(this.db, caller().tenantId, (trx) => work(this.repository, trx, message));
      }
    }
    return TenantHandler;
  };
}
