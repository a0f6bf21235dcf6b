/** The kinds of diameter data detail (spec §2 Diameter data detail: query type). */
export const DETAIL_TYPES = ['stock', 'stockIn', 'stockOut', 'orderIn', 'orderOut', 'carData'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

/** The query of the page; optional parts are absent (not empty) when the link has none. */
export interface DetailQuery {
  type: DetailType;
  id: string;
  spu: string;
  standard: string;
  /** stock: the warehouse location */
  name?: string;
  /** stock: the wood kind */
  woodType?: string;
  orderNo?: string;
  /** a comma list the linking page passes along */
  info?: string[];
  /** carData: 1 stock-in sheets, 2 stock-out sheets (the id is then their comma list) */
  flag?: 1 | 2;
}

const isDetailType = (value: string | null): value is DetailType =>
  (DETAIL_TYPES as readonly (string | null)[]).includes(value);

/** The type a path implies when the link names none. */
function typeOfPath(pathname: string): DetailType {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/diamDataOut')) {
    return 'stockOut';
  }
  if (path.endsWith('/diamOrderIn')) {
    return 'orderIn';
  }
  return path.endsWith('/diamOrderOut') ? 'orderOut' : 'stockIn';
}

/**
 * The query of the page (spec §2 Diameter data detail); null when there is no id (the page then
 * goes back). The type comes from `type`, else from the path (/stock/diamDataOut is a stock-out
 * sheet's, /order/diamOrderIn and /order/diamOrderOut an order's), else stock-in.
 */
export function detailQuery(params: URLSearchParams, pathname = '/stock/diamData'): DetailQuery | null {
  const id = params.get('id')?.trim();
  if (!id) {
    return null;
  }
  const type = params.get('type');
  const optional = (key: string) => {
    const value = params.get(key)?.trim();
    return value ? { [key]: value } : {};
  };
  const info = params.get('info')?.trim();
  return {
    type: isDetailType(type) ? type : typeOfPath(pathname),
    id,
    spu: params.get('spu') ?? '',
    standard: params.get('standard') ?? '',
    ...optional('name'),
    ...optional('woodType'),
    ...optional('orderNo'),
    ...(info ? { info: info.split(',').map((part) => part.trim()) } : {}),
    ...(params.get('flag') === '2'
      ? { flag: 2 as const }
      : params.get('flag') === '1'
        ? { flag: 1 as const }
        : {}),
  };
}

/** The sheets of a truck (carData): the id is their comma list. */
export const truckSheetIds = (id: string): string[] =>
  id
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');

/** What the page offers for a type. */
export interface DetailFeatures {
  /** where the diameters come from; null: no data source in this app yet */
  source: 'sheet' | 'stock' | 'order' | 'car' | null;
  images: boolean;
  pieces: boolean;
  exportExcel: boolean;
  share: boolean;
  standardSelector: boolean;
  rangePrice: boolean;
  move: boolean;
  /** the sheet's print view (stockIn and stockOut) */
  print: boolean;
}

const NOTHING: DetailFeatures = {
  source: null,
  images: false,
  pieces: false,
  exportExcel: false,
  share: false,
  standardSelector: false,
  rangePrice: false,
  move: false,
  print: false,
};

/**
 * Spec §2: share QR not for stock or carData; the standard selector for stockIn and stockOut
 * only; the warehouse move for stock only; carData (a truck's sheets, /stock/containerData) hides
 * every tool but the range price table. An order (orders' service) offers its images, the export
 * and the range price table; it is shared from the order list.
 */
export function featuresOf(type: DetailType): DetailFeatures {
  switch (type) {
    case 'stockIn':
    case 'stockOut':
      return {
        source: 'sheet',
        images: true,
        pieces: true,
        exportExcel: true,
        share: true,
        standardSelector: true,
        rangePrice: true,
        move: false,
        print: true,
      };
    case 'stock':
      return {
        source: 'stock',
        images: true,
        pieces: true,
        exportExcel: true,
        share: false,
        standardSelector: false,
        rangePrice: true,
        move: true,
        print: false,
      };
    case 'orderIn':
    case 'orderOut':
      return { ...NOTHING, source: 'order', images: true, exportExcel: true, rangePrice: true };
    case 'carData':
      return { ...NOTHING, source: 'car', rangePrice: true };
    default:
      return NOTHING;
  }
}

/** The API path prefix of a type's detail calls. */
export const detailApiPrefix = (type: 'stock' | 'stockIn' | 'stockOut'): string => `/api/${type}/d`;

/** The workbook of a detail: a sheet's or stock row's, or an order's (orders' service). */
export const detailExportPath = (type: 'stock' | 'stockIn' | 'stockOut' | 'order'): string =>
  type === 'order' ? '/api/order/wood/downloadExcel' : `${detailApiPrefix(type)}/downloadExcel`;

/** The page of a stock row (after a warehouse move the page follows the row). */
export const stockDetailPath = (row: { id: string; location: string; woodKind: string }): string =>
  `/stock/diamData?${new URLSearchParams({
    type: 'stock',
    id: row.id,
    name: row.location,
    woodType: row.woodKind,
  }).toString()}`;
