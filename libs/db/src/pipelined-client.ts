import { type ClientBase, type Connection, type Pool, type PoolClient, Query, type QueryResult } from 'pg';
import { TENANT_SETTING } from './tenant-context';

/**
 * A read that may run in a transaction of its own (PostgreSQL's implicit one, until the Sync of
 * its message) instead of inside the caller's, with nothing a later statement of the caller could
 * notice: under READ COMMITTED, the services' level, every statement takes its own snapshot
 * anyway, and a plain SELECT leaves nothing behind (no lock kept for later, no change, no setting).
 * Anything else, or anything this cannot tell, runs in the transaction as before: a row lock
 * (`for update`, `for share`...), a change (`insert`, `update`, `delete`, `merge`, `select into`),
 * sequences, settings, advisory locks, notifications, and any function of the product's schemas
 * (some of them change rows).
 */
const PLAIN_SELECT = /^\s*select\s/i;
const CHANGES_OR_LOCKS =
  /\b(for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|insert|update|delete|merge|into)\b/i;
const CALLS_WHAT_ACTS =
  /\b\w*(nextval|setval|set_config|advisory|pg_notify|pg_sleep|dblink)\w*\s*\(|\btxid_current\s*\(|\blo_\w+\s*\(/i;
const CALLS_OWN_FUNCTION =
  /"?\b(platform|identity|inventory|devices|ingest|counting|orders|sawing|billing)\b"?\s*\.\s*"?\w+"?\s*\(/i;

export const isPlainSelect = (text: string): boolean =>
  PLAIN_SELECT.test(text) &&
  !CHANGES_OR_LOCKS.test(text) &&
  !CALLS_WHAT_ACTS.test(text) &&
  !CALLS_OWN_FUNCTION.test(text);

/** What pg's Query does inside, which a pipelined query extends (not in pg's type declarations). */
interface QueryInternals {
  queryMode?: string;
  prepare: (this: Query, connection: Connection) => void;
  callback?: (error: Error | null, results?: QueryResult | QueryResult[]) => void;
}

interface ProtocolWriter {
  parse(config: { text: string; name?: string; types?: number[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  describe(config: { type: 'P' | 'S'; name?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
}

/**
 * Statements without parameters, then the statement asked for, written to PostgreSQL as one
 * message of the extended protocol with one Sync at the end: one write and one round trip. They
 * run in order, in one transaction (PostgreSQL's implicit one, or the explicit one a leading
 * `begin` opens); the answer is the last statement's.
 */
class PipelinedQuery extends Query {
  constructor(
    readonly leading: readonly string[],
    text: string,
    values: readonly unknown[] | undefined,
    done: (error: Error | null, result?: QueryResult) => void,
  ) {
    super(text, values ? [...values] : []);
    const internals = this as unknown as QueryInternals;
    internals.queryMode = 'extended';
    internals.callback = (error, results) =>
      done(error, Array.isArray(results) ? results[results.length - 1] : results);
  }

  /** pg's Query writes its own statement here; the leading ones go first, in the same cork. */
  prepare(connection: Connection): void {
    const writer = connection as unknown as ProtocolWriter;
    for (const text of this.leading) {
      writer.parse({ text, name: '', types: [] });
      writer.bind({ portal: '', statement: '', values: [] });
      writer.describe({ type: 'P', name: '' });
      writer.execute({ portal: '', rows: 0 });
    }
    (Query.prototype as unknown as QueryInternals).prepare.call(this, connection);
  }
}

type Phase =
  /** no transaction, or one this client did not hold back (an isolation level, a savepoint...) */
  | { kind: 'idle' }
  /** `begin` was asked for and not sent yet; `setting` is the tenant setting, held back too */
  | { kind: 'held'; setting?: string }
  /** the transaction is open on the server */
  | { kind: 'open' };

const BEGIN = 'begin';
/** A transaction's own command, as Kysely sends it; read without copying every statement's text. */
const TRANSACTION_COMMAND = /^\s*(begin|commit|rollback)\s*$/i;
/** What pg answers for a statement this client did not need to send. */
const answered = (command: string): QueryResult => ({
  command,
  rowCount: null,
  oid: 0,
  fields: [],
  rows: [],
});

/**
 * The services' PostgreSQL clients save round trips (each costs a write to the socket, which on
 * this kind of machine costs more than a small query):
 * - `begin` waits for the transaction's first statement, and so does the tenant setting
 *   (tenant-context: no parameters, one exact form);
 * - a plain read (isPlainSelect) then goes with the setting alone, in PostgreSQL's implicit
 *   transaction: one write, one round trip, and nothing held open;
 * - anything else goes with `begin` and the setting in one write, and the transaction goes on
 *   as usual;
 * - a transaction that opened nothing on the server ends without a word: its commit or rollback
 *   is not sent.
 * A tenant's list is then one round trip: the setting and the page (with its count, see
 * newestFirstPage). Queries given other ways (a config object, a callback, a cursor) are sent
 * as they are, after whatever was held back.
 */
function pipelineRoundTrips(client: ClientBase): { released(): void } {
  let phase: Phase = { kind: 'idle' };
  const send = (...args: unknown[]): unknown =>
    (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);
  const pipelined = (leading: readonly string[], text: string, values?: readonly unknown[]) =>
    new Promise<QueryResult>((resolve, reject) => {
      send(
        new PipelinedQuery(leading, text, values, (error, result) =>
          error ? reject(error) : resolve(result!),
        ),
      );
    });
  /** the held-back statements, as the first ones of an open transaction */
  const opening = (held: { setting?: string }) => (held.setting ? [BEGIN, held.setting] : [BEGIN]);

  const query = (...args: unknown[]): unknown => {
    const [text, values, callback] = args;
    if (
      typeof text !== 'string' ||
      (values !== undefined && !Array.isArray(values)) ||
      callback !== undefined
    ) {
      if (phase.kind === 'held') {
        // a cursor or a query with a callback: the transaction opens first, as it would have (pg
        // sends queries in the order given; a failure shows in the query that follows)
        for (const statement of opening(phase)) {
          void (send(statement) as Promise<unknown>).catch(() => undefined);
        }
        phase = { kind: 'open' };
      }
      return send(...args);
    }
    const parameters = values as unknown[] | undefined;
    const command = TRANSACTION_COMMAND.exec(text)?.[1]?.toLowerCase();
    switch (phase.kind) {
      case 'idle':
        if (command === BEGIN) {
          phase = { kind: 'held' };
          return Promise.resolve(answered('BEGIN'));
        }
        return send(text, parameters);
      case 'open':
        if (command === 'commit' || command === 'rollback') {
          phase = { kind: 'idle' };
        }
        return send(text, parameters);
      case 'held': {
        if (command === 'commit' || command === 'rollback') {
          phase = { kind: 'idle' };
          return Promise.resolve(answered(command.toUpperCase()));
        }
        if (!phase.setting && !parameters?.length && TENANT_SETTING.test(text)) {
          phase = { kind: 'held', setting: text };
          // its answer (the tenant id) is read by nobody
          return Promise.resolve(answered('SELECT'));
        }
        if (isPlainSelect(text)) {
          return phase.setting ? pipelined([phase.setting], text, parameters) : send(text, parameters);
        }
        const held = phase;
        phase = { kind: 'open' };
        return pipelined(opening(held), text, parameters);
      }
    }
  };
  client.query = query as typeof client.query;
  return {
    released: () => {
      if (phase.kind === 'held') {
        phase = { kind: 'idle' }; // nothing of it reached the server: the next user starts clean
      }
    },
  };
}

/**
 * Every connection of `pool` saves round trips (pipelineRoundTrips). A connection given back to
 * the pool with a transaction still held back (its user went without a commit or a rollback)
 * drops it: nothing of it reached the server, and its tenant setting never travels with the next
 * user's statement.
 */
export function pipelineConnections(pool: Pool): void {
  const clients = new WeakMap<PoolClient, { released(): void }>();
  pool.on('connect', (client) => clients.set(client, pipelineRoundTrips(client)));
  pool.on('release', (_error, client) => clients.get(client)?.released());
}
