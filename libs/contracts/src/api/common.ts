import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LOOKUP_PAGE_SIZE, PAGE_SIZES } from '../envelope';

/** A calendar day as the date pickers send it: yyyy-MM-dd. */
export const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' });

const pageSizeField = (max: number) => z.number().int().min(1).max(max);

/** What a list query's schema is built with: its page size when none is sent, and the largest it answers. */
export interface ListQueryPaging {
  defaultPageSize?: number;
  maxPageSize?: number;
}

/** The paging fields as parsed: the page and its size, whichever name the client sent it under. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** The paging fields as sent. */
interface SentPaging {
  page: number;
  pageSize?: number | undefined;
  limit?: number | undefined;
}

/** The schemas made by listQuerySchema, so a list route is known by its body (the conformance test). */
const listQueries = new WeakSet<z.ZodType>();
/** The schemas of queries, paged or not: unknown fields ignored. */
const queries = new WeakSet<z.ZodType>();

/**
 * The body of every list query (spec §7 "{page, pageSize}"): `page` with `pageSize`, or `page`
 * with `limit` (§7 app users name the page size so), and the list's own filters. pageSize wins when
 * both come. A query changes nothing, so fields it does not know are ignored (a client written to §7
 * may send more than this list filters by); commands stay strict. Parsed, the body has `pageSize` only.
 */
export function listQuerySchema<const Filters extends z.ZodRawShape = Record<never, never>>(
  filters: Filters = {} as Filters,
  { defaultPageSize = DEFAULT_PAGE_SIZE, maxPageSize = LOOKUP_PAGE_SIZE }: ListQueryPaging = {},
) {
  const schema = z
    .object({
      page: z.number().int().min(1).max(1_000_000).default(1),
      pageSize: pageSizeField(maxPageSize)
        .optional()
        .describe(
          `default ${defaultPageSize}; one of ${PAGE_SIZES.join(', ')}, or up to ${maxPageSize} for look-ups`,
        ),
      limit: pageSizeField(maxPageSize).optional().describe('the page size under its §7 app-user name'),
      ...filters,
    })
    .transform((query): z.output<z.ZodObject<Filters>> & Paging => {
      // zod cannot name the generic object's fields, so the paging ones are read through their type
      const { limit, pageSize, ...rest } = query as Record<string, unknown> & SentPaging;
      return { ...rest, pageSize: pageSize ?? limit ?? defaultPageSize } as z.output<z.ZodObject<Filters>> &
        Paging;
    });
  listQueries.add(schema);
  queries.add(schema);
  return schema;
}

/** Whether a body schema is a list query's (made by listQuerySchema). */
export const isListQuerySchema = (schema: z.ZodType | undefined): boolean =>
  schema !== undefined && listQueries.has(schema);

/** Whether a body schema is a query's (listQuerySchema, readQuerySchema), which ignores unknown fields. */
export const isQuerySchema = (schema: z.ZodType | undefined): boolean =>
  schema !== undefined && queries.has(schema);

/** A list of paging only: `{page, pageSize}` or `{page, limit}`. */
export const pageQuerySchema = listQuerySchema();

/**
 * The body of a query that is not paged (a detail, a workbook, figures): its fields checked, any
 * other field ignored, as for a list.
 */
export const readQuerySchema = <const Shape extends z.ZodRawShape>(shape: Shape) => {
  const schema = z.object(shape);
  queries.add(schema);
  return schema;
};

export const idParamSchema = z.strictObject({ id: z.uuid() });
export const idsBodySchema = z.strictObject({ ids: z.array(z.uuid()).min(1).max(1000) });
/** A command that takes no fields: `{}`, anything else refused. */
export const emptyBodySchema = z.strictObject({});
/** A query that takes no fields: `{}`, anything else ignored. */
export const emptyQuerySchema = readQuerySchema({});

/** How many rows a delete removed. */
export const deletedCountSchema = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

export const pageResultSchema = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int() });

/** Whether an answer's schema is a page result: `{records, total, …}` (spec §7 lists). */
export const isPageResultSchema = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodObject && 'records' in schema.shape && 'total' in schema.shape;
