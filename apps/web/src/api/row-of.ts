/**
 * One row of a generated list answer: a record of a page (`data.records`) or an item of a plain
 * list (`data`). The one spelling of a list row: `RowOf<StockListApiResponse>`.
 */
export type RowOf<Response> = Response extends { data: { records: readonly (infer Row)[] } }
  ? Row
  : Response extends { data: readonly (infer Row)[] }
    ? Row
    : never;
