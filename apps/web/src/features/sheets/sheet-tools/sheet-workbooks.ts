import { useStockInMergeMutation, useStockOutMergeMutation } from '../sheets.api';

export type SheetListType = 'stockIn' | 'stockOut';

/** The file calls of one kind of sheet list (spec §7 downloads and imports) and its merge call. */
export interface SheetWorkbooks {
  /** the list as xlsx (downloadExcel) */
  list: string;
  /** one row per log (downloadDia) */
  diameters: string;
  /** per sheet, logs by diameter class and length (downloadFittedDia) */
  fitted: string;
  template: string;
  import: string;
  /** §7: the form file field of an import */
  field: 'entryXls' | 'deliveryXls';
  /** merge (orderNos: comma list of SPUs) */
  useMerge: typeof useStockInMergeMutation | typeof useStockOutMergeMutation;
}

export const SHEET_WORKBOOKS: Readonly<Record<SheetListType, SheetWorkbooks>> = {
  stockIn: {
    list: '/api/stockIn/h/downloadExcel',
    diameters: '/api/stockIn/h/downloadDia',
    fitted: '/api/stockIn/h/downloadFittedDia',
    template: '/api/stockIn/h/importTemplate',
    import: '/api/stockIn/h/importExcel',
    field: 'entryXls',
    useMerge: useStockInMergeMutation,
  },
  stockOut: {
    list: '/api/stockOut/downloadExcel',
    diameters: '/api/stockOut/downloadDia',
    fitted: '/api/stockOut/downloadFittedDia',
    template: '/api/stockOut/importTemplate',
    import: '/api/stockOut/importExcel',
    field: 'deliveryXls',
    useMerge: useStockOutMergeMutation,
  },
};

/** The filters of a list call without its paging: what an export of "the list as filtered" takes. */
export function exportFilters<Body extends { page?: number; pageSize?: number }>(
  body: Body,
): Omit<Body, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...filters } = body;
  return filters;
}
