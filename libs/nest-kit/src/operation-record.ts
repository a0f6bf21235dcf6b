import {
  type CallHandler,
  type DynamicModule,
  type ExecutionContext,
  Global,
  Inject,
  Injectable,
  Module,
  type NestInterceptor,
} from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import {
  type ApiRoute,
  isWriteRoute,
  operationEventType,
  operationParams,
  routeIdOf,
  type Upstream,
} from '@timber/contracts';
import { type TransactionHook, withTenant } from '@timber/db';
import { newEvent, outboxInsert } from '@timber/events';
import { type Request } from 'express';
import { CompiledQuery, type DatabaseConnection, type Kysely } from 'kysely';
import { from, mergeMap, type Observable } from 'rxjs';
import { DB } from './database.module';
import {
  currentContext,
  type PendingOperation,
  type RequestContext,
  requestContext,
} from './request-context';
import { ROUTE_ENTRY } from './route-entry';

const OPERATION_SERVICE = Symbol('OPERATION_SERVICE');

/** The `<service>.operation.performed` event of the caller's write, in its service's outbox. */
function operationInsert(context: RequestContext, pending: PendingOperation): CompiledQuery {
  const { tenantId, userId, username } = context;
  if (!tenantId || !userId || !username) {
    throw new Error(`${pending.operation}: a write route without an authenticated caller`);
  }
  const event = newEvent(
    operationEventType(pending.service),
    { userId, username, ip: context.ip, operation: pending.operation, params: pending.params },
    { tenantId, correlationId: context.correlationId, partitionKey: userId },
  );
  return outboxInsert(pending.service, [event]);
}

/**
 * The transaction hook of a service's connection (createDb's beforeCommit): during a user's write,
 * the first transaction that changed something (PostgreSQL gave it a transaction id) under the
 * caller's tenant carries the operation's event to the outbox, committed with the change or not
 * at all. Any later transaction of the same call adds nothing: one entry per write.
 */
export const operationCommitHook: TransactionHook = async (connection: DatabaseConnection) => {
  const context = currentContext();
  const pending = context?.operation;
  if (!context || !pending || pending.state !== 'pending') {
    return undefined;
  }
  pending.state = 'claimed'; // before any await: a parallel transaction of the same call leaves it
  try {
    const { rows } = await connection.executeQuery<{ wrote: boolean; tenant: string | null }>(
      CompiledQuery.raw(
        `select txid_current_if_assigned() is not null as wrote, current_setting('app.tenant_id', true) as tenant`,
      ),
    );
    if (!rows[0]?.wrote || rows[0].tenant !== context.tenantId) {
      pending.state = 'pending';
      return undefined;
    }
    await connection.executeQuery(operationInsert(context, pending));
  } catch (error) {
    pending.state = 'pending';
    throw error;
  }
  return (committed) => {
    pending.state = committed ? 'written' : 'pending';
  };
};

/**
 * Opens the pending operation of the write route it is bound to (RecordsOperation, which a
 * service's @Route puts on every write route of the catalogue: nobody lists them, a new command is
 * covered by itself) and, once its handler has answered, writes the entry in a transaction of its
 * own when none of the handler's transactions carried it (a write that changed no row of this
 * service: a file stored, a session ended). A call that fails leaves no entry but the one its
 * committed change carries. Reads do not pass through it: Nest calls a handler without
 * interceptors directly, without RxJS.
 */
@Injectable()
export class OperationRecordInterceptor implements NestInterceptor {
  constructor(
    @Inject(DB) private readonly db: Kysely<unknown>,
    @Inject(OPERATION_SERVICE) private readonly service: Upstream,
  ) {}

  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = Reflect.getMetadata(ROUTE_ENTRY, execution.getHandler()) as ApiRoute | undefined;
    const operation = route && isWriteRoute(route) ? routeIdOf(route) : undefined;
    if (operation === undefined) {
      return next.handle();
    }
    const request = execution.switchToHttp().getRequest<Request>();
    const context = requestContext();
    const pending: PendingOperation = {
      service: this.service,
      operation,
      params: operationParams(request.params, request.body),
      state: 'pending',
    };
    context.operation = pending;
    return next.handle().pipe(
      mergeMap((answer: unknown) =>
        from(
          (async () => {
            if (pending.state !== 'written') {
              await this.writeAlone(context, pending);
            }
            return answer;
          })(),
        ),
      ),
    );
  }

  private async writeAlone(context: RequestContext, pending: PendingOperation): Promise<void> {
    pending.state = 'claimed';
    await withTenant(this.db, context.tenantId ?? '', (trx) =>
      trx.executeQuery(operationInsert(context, pending)),
    );
    pending.state = 'written';
  }
}

/**
 * Binds OperationRecordInterceptor to a handler, first among its interceptors (an upload's reader
 * comes after it, as when the record was global: the entry's parameters are the path's and the
 * JSON body's, not a multipart form's).
 */
export const RecordsOperation =
  (): MethodDecorator =>
  (_target: object, _key: string | symbol, descriptor: PropertyDescriptor): void => {
    const handler = descriptor.value as object;
    const bound = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];
    Reflect.defineMetadata(INTERCEPTORS_METADATA, [OperationRecordInterceptor, ...bound], handler);
  };

/**
 * The operation record of a service's write routes (its connection's hook is operationCommitHook).
 * Global, so the interceptor RecordsOperation binds resolves its service in any of the service's
 * modules.
 */
@Global()
@Module({})
export class OperationRecordModule {
  static forService(service: Upstream): DynamicModule {
    return {
      module: OperationRecordModule,
      providers: [{ provide: OPERATION_SERVICE, useValue: service }, OperationRecordInterceptor],
      exports: [OPERATION_SERVICE, OperationRecordInterceptor],
    };
  }
}
