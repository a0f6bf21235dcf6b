import { Agent, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { z } from 'zod';

/**
 * The attacker's suite of issue 14 as a tool: bad requests for a route (empty bodies, wrong
 * types, huge strings, negative and NaN numbers, deep nesting, wrong content types, broken
 * encodings, malformed multipart, a long URL), sent over raw HTTP so that nothing is normalised
 * on the way, and the checks every answer must pass.
 */

/** One request to send, and why it is bad. */
export interface BadRequest {
  /** the route it aims at, e.g. `POST /count/create` */
  route: string;
  /** what is wrong with it, e.g. `deep-array` */
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What came back. */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** A route as the suite sees it: method, path with `:name` parameters, schemas. */
export interface FuzzRoute {
  method: string;
  path: string;
  params?: z.ZodType;
  body?: z.ZodType;
  /** the multipart file field, for upload routes */
  upload?: string;
}

export const DEEP_LEVELS = 5000;
/** A huge string for every field (up to 8 fields: far over any field's limit, well under the body's). */
const HUGE = 'x'.repeat(64 * 1024);
/** Values of most JSON types, each set in every field at once: at least one is wrong for each field. */
const WRONG_VALUES: readonly unknown[] = [{}, true, 'text', 12345];
const TOP_LEVEL_WRONG: readonly unknown[] = [[], 'text', 42];
/** Bodies the same for every route, made once. */
const HUGE_BODY = Buffer.from(JSON.stringify('x'.repeat(300 * 1024)));
/** Over the 1 MB body limit of every process. */
const OVER_THE_LIMIT = Buffer.from(JSON.stringify('x'.repeat(1100 * 1024)));
const DEEP_ARRAY = Buffer.from(`${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`);
const DEEP_OBJECT = Buffer.from(`${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`);
const GZIPPED_DEEP = gzipSync(DEEP_ARRAY);
/** What goes in a path parameter instead of a plausible value. */
const BAD_PARAMS: readonly { label: string; raw: string; decoded?: string }[] = [
  { label: 'lone-percent', raw: '%' },
  { label: 'bad-escape', raw: '%zz' },
  { label: 'truncated-utf8', raw: '%E0%A4%A' },
  { label: 'invalid-utf8', raw: '%FF%FE' },
  { label: 'overlong-utf8', raw: '%C0%AF' },
  { label: 'nul', raw: '%00', decoded: '\u0000' },
  { label: 'newline', raw: 'a%0Ab', decoded: 'a\nb' },
  { label: 'negative', raw: '-1', decoded: '-1' },
  { label: 'nan', raw: 'NaN', decoded: 'NaN' },
  { label: 'infinite', raw: '1e999', decoded: '1e999' },
  { label: 'dot-dot', raw: '%2E%2E', decoded: '..' },
  { label: 'long-param', raw: 'y'.repeat(5000), decoded: 'y'.repeat(5000) },
];
/** Values tried for a path parameter until the route's schema takes one: none of them exists. */
const PLAUSIBLE_PARAMS = [
  '00000000-0000-4000-8000-00000000ffff',
  '9007199254740',
  'CT202601019999',
  '0',
  'ffffffffffffffffffffffffffffffff',
  'NOPE-404',
];

const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
const JSON_TYPE = { 'content-type': 'application/json' };

/** The top-level fields of an object schema (wrapped ones included), or none. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) {
      return Object.keys(current.shape);
    }
    if (current instanceof z.ZodPipe) {
      current = current.in;
    } else if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
      current = current.unwrap();
    } else {
      return [];
    }
  }
  return [];
}

/** Path parameters that the route's schema takes and that name nothing that exists. */
export function plausibleParams(route: FuzzRoute): Record<string, string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const chosen: Record<string, string> = {};
  for (const name of names) {
    chosen[name] =
      PLAUSIBLE_PARAMS.find((candidate) => {
        const parsed = route.params?.safeParse({ ...chosen, [name]: candidate });
        return !parsed || parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === name);
      }) ?? PLAUSIBLE_PARAMS[0]!;
  }
  return chosen;
}

const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '');

/** A multipart body by hand (so that it can be wrong in every way). */
function multipart(boundary: string, parts: { headers: string; content: Buffer }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`), part.content, Buffer.from('\r\n'));
  }
  if (close) {
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
  }
  return Buffer.concat(chunks);
}

const filePart = (field: string, fileName: string): { headers: string; content: Buffer } => ({
  headers: `Content-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream`,
  content: Buffer.from('PK\u0003\u0004 not really a file'),
});

/**
 * Every bad request for one route. A body that the route's own schema would take is left out
 * (it is not bad input), so every request sent must be refused; `skipped` counts those left out.
 */
export function badRequestsFor(
  route: FuzzRoute,
  prefix = '',
  extraHeaders: Record<string, string> = {},
): { requests: BadRequest[]; skipped: number } {
  const name = `${route.method} ${route.path}`;
  const params = plausibleParams(route);
  const path = `${prefix}${fillPath(route.path, params)}`;
  const requests: BadRequest[] = [];
  let skipped = 0;
  const add = (label: string, headers: Record<string, string>, body?: Buffer, at = path): void => {
    requests.push({
      route: name,
      label,
      method: route.method,
      path: at,
      headers: { ...extraHeaders, ...headers },
      body,
    });
  };
  // A route without a body schema takes no body (or `{}`); upload routes take none as JSON.
  const bodySchema = route.upload ? z.never() : (route.body ?? z.strictObject({}));
  const addJson = (label: string, value: unknown): void => {
    if (bodySchema.safeParse(value).success) {
      skipped++;
      return;
    }
    add(label, JSON_TYPE, json(value));
  };

  // empty bodies
  if (!bodySchema.safeParse({}).success) {
    add('no-body', {});
    add('empty-json', JSON_TYPE, Buffer.alloc(0));
  } else {
    skipped += 2;
  }
  // wrong types
  TOP_LEVEL_WRONG.forEach((value, index) => addJson(`top-level-${index}`, value));
  const fields = fieldsOf(route.body);
  const keys = fields.length > 0 ? fields : ['unexpected'];
  WRONG_VALUES.forEach((value, index) =>
    addJson(`wrong-types-${index}`, Object.fromEntries(keys.map((key) => [key, value]))),
  );
  addJson('unknown-field', { ...Object.fromEntries(keys.map((key) => [key, 1])), unexpectedField: 1 });
  // huge strings
  addJson('huge-strings', Object.fromEntries(keys.slice(0, 8).map((key) => [key, HUGE])));
  add('huge-top-level-string', JSON_TYPE, HUGE_BODY);
  add('over-the-limit', JSON_TYPE, OVER_THE_LIMIT);
  // negative and NaN numbers
  addJson('negative', Object.fromEntries(keys.map((key) => [key, -1])));
  add('nan', JSON_TYPE, Buffer.from(`{${keys.map((key) => `"${key}": NaN`).join(', ')}}`));
  // 1e999 is valid JSON (Infinity once parsed): left out where the route takes it, as a query
  // that ignores the fields it does not know does
  const infinity = `{${keys.map((key) => `"${key}": 1e999`).join(', ')}}`;
  if (bodySchema.safeParse(JSON.parse(infinity)).success) {
    skipped++;
  } else {
    add('infinity', JSON_TYPE, Buffer.from(infinity));
  }
  addJson('nan-strings', Object.fromEntries(keys.map((key) => [key, 'NaN'])));
  // deep nesting
  add('deep-array', JSON_TYPE, DEEP_ARRAY);
  add('deep-object', JSON_TYPE, DEEP_OBJECT);
  add(
    'deep-in-a-field',
    JSON_TYPE,
    Buffer.from(`{"${keys[0]!}":${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}}`),
  );
  // wrong content types
  add('text-plain', { 'content-type': 'text/plain' }, json({}));
  add('form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('a=1&b=2'));
  add('no-content-type', {}, json({}));
  add('xml', { 'content-type': 'application/xml' }, Buffer.from('<a/>'));
  add('json-latin1', { 'content-type': 'application/json; charset=latin1' }, json({}));
  if (!route.upload) {
    add(
      'multipart-on-json-route',
      { 'content-type': 'multipart/form-data; boundary=b0undary' },
      multipart('b0undary', [filePart('file', 'a.bin')]),
    );
  }
  // broken encodings
  add('gzip-over-plain', { ...JSON_TYPE, 'content-encoding': 'gzip' }, json({}));
  add('unknown-encoding', { ...JSON_TYPE, 'content-encoding': 'compress' }, json({}));
  add('gzip-of-deep', { ...JSON_TYPE, 'content-encoding': 'gzip' }, GZIPPED_DEEP);
  add(
    'invalid-utf8',
    JSON_TYPE,
    Buffer.concat([Buffer.from(`{"${keys[0]!}":"`), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
  );
  add('nul-in-string', JSON_TYPE, Buffer.from(`{"${keys[0]!}":"a\\u0000b"}`));
  for (const bad of BAD_PARAMS) {
    for (const param of Object.keys(params)) {
      if (bad.decoded !== undefined && route.params?.safeParse({ ...params, [param]: bad.decoded }).success) {
        skipped++;
        continue;
      }
      add(
        `param-${param}-${bad.label}`,
        {},
        undefined,
        `${prefix}${fillPath(route.path, { ...params, [param]: bad.raw })}`,
      );
    }
  }
  // a 100 KB URL
  add('long-url', {}, undefined, `${path}?q=${'a'.repeat(100_000)}`);
  // malformed multipart on upload routes
  if (route.upload) {
    const field = route.upload;
    const type = (boundary?: string) => ({
      'content-type': boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    });
    add('multipart-no-boundary', type(), multipart('b0undary', [filePart(field, 'a.xlsx')]));
    add('multipart-garbage', type('b0undary'), Buffer.from('this is not multipart at all'));
    add('multipart-truncated', type('b0undary'), multipart('b0undary', [filePart(field, 'a.xlsx')], false));
    add('multipart-empty', type('b0undary'), Buffer.alloc(0));
    add('multipart-no-parts', type('b0undary'), Buffer.from('--b0undary--\r\n'));
    add('multipart-other-field', type('b0undary'), multipart('b0undary', [filePart(`${field}x`, 'a.xlsx')]));
    add(
      'multipart-text-only',
      type('b0undary'),
      multipart('b0undary', [
        { headers: `Content-Disposition: form-data; name="${field}"`, content: Buffer.from('text') },
      ]),
    );
    add(
      'multipart-two-files',
      type('b0undary'),
      multipart('b0undary', [filePart(field, 'a.xlsx'), filePart(field, 'b.xlsx')]),
    );
    add('multipart-nul-in-name', type('b0undary'), multipart('b0undary', [filePart(field, 'a\u0000.xlsx')]));
    add(
      'multipart-newline-in-name',
      type('b0undary'),
      multipart('b0undary', [filePart(field, 'a\r\nX-Injected: 1\r\n.xlsx')]),
    );
    add(
      'multipart-bad-header',
      type('b0undary'),
      Buffer.from('--b0undary\r\nno colon here\r\n\r\nx\r\n--b0undary--\r\n'),
    );
    add(
      'multipart-gzip-over-plain',
      { ...type('b0undary'), 'content-encoding': 'gzip' },
      multipart('b0undary', [filePart(field, 'a.xlsx')]),
    );
  }
  return { requests, skipped };
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Sends a request as it is (no URL normalisation, any header, any body), whatever the method. */
export function sendRaw(baseUrl: string, bad: BadRequest): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: bad.method,
        path: bad.path,
        headers: {
          ...bad.headers,
          ...(bad.body ? { 'content-length': String(bad.body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer (413) before it has read a large body and close: the answer counts.
    req.on('error', reject);
    req.end(bad.body);
  });
}

/** What is wrong with an answer to a bad request, or undefined when it is a proper refusal. */
export function refusalProblem(answer: RawAnswer): string | undefined {
  if (answer.status >= 500 || answer.status < 400) {
    return `status ${answer.status}`;
  }
  if (!answer.contentType.startsWith('application/json')) {
    return `content type "${answer.contentType}"`;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'not JSON';
  }
  const envelope = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (typeof envelope !== 'object' || envelope === null || !('data' in envelope)) {
    return 'not the envelope';
  }
  if (typeof envelope.code !== 'number' || envelope.code === 0) {
    return `code ${String(envelope.code)}`;
  }
  if (typeof envelope.msg !== 'string' || envelope.msg.trim() === '') {
    return 'empty msg';
  }
  return undefined;
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function runBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Every row of every table of the services' schemas: a count and a digest of the rows per
 * table, so an insert, an update or a delete anywhere shows.
 */
export async function tableSnapshot(
  adminUrl: string,
  schemas: readonly string[],
): Promise<Record<string, string>> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema = any($1) order by 1`,
      [schemas],
    );
    const snapshot: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ rows: string; digest: string }>(
        `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
         from ${name} t`,
      );
      snapshot[name] = `${row.rows[0]!.rows} rows ${row.rows[0]!.digest}`;
    }
    return snapshot;
  } finally {
    await client.end();
  }
}
