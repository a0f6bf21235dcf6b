import { ERROR_CODES, ROUTES } from '@timber/contracts';

/** A route of /api by its key in the route catalogue (its path and body schema come from there). */
export type RouteKey = keyof typeof ROUTES;

/** What an office user saw in this visit's earlier answers: the ids a detail or a confirm opens. */
export interface Seen {
  /**
   * stock-in sheets still pending (status 1..4) with a customer: what a clerk confirms (a sheet
   * without one is refused, 400803 "Choose a customer before confirming", until one is chosen)
   */
  pendingSheets: string[];
  /** stock-in sheets of any status: what a clerk opens */
  sheets: string[];
  /** stock rows (location × wood kind): whose wood pieces a clerk opens */
  stockRows: string[];
  /**
   * confirmed stock-in sheets no order settles yet, as `customerId spu` (unsettledItem): what a
   * clerk settles in an order for that customer
   */
  unsettled: string[];
}

export const nothingSeen = (): Seen => ({ pendingSheets: [], sheets: [], stockRows: [], unsettled: [] });

/** A confirmed sheet awaiting its order, as Seen keeps it. */
export const unsettledItem = (customerId: string, spu: string): string => `${customerId} ${spu}`;

/** The order a clerk makes of an unsettled sheet: for its customer, settling its SPU. */
function settle(item: string | undefined): { orderType: number; tradePartnerId: string; spus: string } {
  const [customerId = '', spu = ''] = (item ?? '').split(' ');
  return { orderType: 1, tradePartnerId: customerId, spus: spu };
}

/** One kind of request an office user makes, and how often against the others. */
export interface MixEntry {
  /** the name the report gives it (the route's key) */
  route: RouteKey;
  weight: number;
  /** the ids it opens; it is only picked once a list answered some */
  needs?: keyof Seen;
  body: (random: () => number, id: string | undefined) => unknown;
}

/** A request ready to send: method, path with its parameter filled in, JSON body. */
export interface PlannedRequest {
  route: RouteKey;
  method: string;
  path: string;
  body?: unknown;
}

const page = (random: () => number, pages = 3): { page: number; pageSize: number } => ({
  page: 1 + Math.floor(random() * pages),
  pageSize: 20,
});

const pick = <T>(random: () => number, values: readonly T[]): T | undefined =>
  values[Math.floor(random() * values.length)];

/**
 * An office user's working day as weights (issue 42): mostly paging and filtering lists, then
 * opening what a list showed, now and then confirming a device's sheet, exporting the stock-in
 * list as xlsx, or settling a confirmed sheet in an order from the order page's unsettled list. Weights are relative; a visit starts with a login (visitRequests).
 */
export const OFFICE_MIX: readonly MixEntry[] = [
  { route: 'stockInList', weight: 20, body: (r) => page(r) },
  { route: 'stockInList', weight: 8, body: (r) => ({ ...page(r, 1), status: 4 }) },
  { route: 'stockList', weight: 10, body: (r) => page(r, 1) },
  { route: 'woodKindList', weight: 6, body: (r) => page(r, 1) },
  { route: 'customerList', weight: 5, body: (r) => page(r, 1) },
  { route: 'locationList', weight: 5, body: (r) => page(r, 1) },
  { route: 'orderList', weight: 6, body: (r) => ({ ...page(r, 1), orderType: r() < 0.5 ? 1 : 2 }) },
  { route: 'countOrderList', weight: 4, body: (r) => page(r, 1) },
  { route: 'sawingOrderList', weight: 4, body: () => ({ page: 1, pageSize: 50 }) },
  { route: 'ledgerList', weight: 3, body: (r) => page(r, 1) },
  { route: 'dashboardSummary', weight: 4, body: () => undefined },
  { route: 'userInfo', weight: 3, body: () => undefined },
  { route: 'stockInDiameterRowList', weight: 10, needs: 'sheets', body: (_r, id) => ({ id }) },
  { route: 'stockWoodPieceList', weight: 6, needs: 'stockRows', body: (r, id) => ({ ...page(r, 1), id }) },
  { route: 'stockInConfirm', weight: 4, needs: 'pendingSheets', body: () => ({ manual: 1 }) },
  { route: 'stockInExport', weight: 2, body: () => ({}) },
  { route: 'orderUnsettledList', weight: 3, body: () => ({ orderType: 1, page: 1, pageSize: 10 }) },
  { route: 'orderSave', weight: 2, needs: 'unsettled', body: (_r, item) => settle(item) },
];

/** Picks the next request of a visit by weight among the entries whose ids were seen. */
export function planRequest(random: () => number, seen: Seen, mix = OFFICE_MIX): PlannedRequest {
  const open = mix.filter((entry) => !entry.needs || seen[entry.needs].length > 0);
  const total = open.reduce((sum, entry) => sum + entry.weight, 0);
  let at = random() * total;
  const entry = open.find((candidate) => (at -= candidate.weight) < 0) ?? open[open.length - 1]!;
  const id = entry.needs ? pick(random, seen[entry.needs]) : undefined;
  if ((entry.needs === 'pendingSheets' || entry.needs === 'unsettled') && id) {
    // confirmed (settled) once: not offered again in this visit (another user may still race to it)
    seen[entry.needs] = seen[entry.needs].filter((other) => other !== id);
  }
  const route = ROUTES[entry.route];
  return {
    route: entry.route,
    method: route.method,
    path: route.path.replace(':id', id ?? ''),
    body: entry.body(random, id),
  };
}

interface Row {
  id?: unknown;
  status?: unknown;
  customerId?: unknown;
  spu?: unknown;
}

/** Keeps the ids a list answered (its envelope's `data.records`) for the visit's later requests. */
export function remember(route: RouteKey, answer: unknown, seen: Seen): void {
  const rows = (answer as { data?: { records?: Row[] } } | null)?.data?.records ?? [];
  const ids = (filter: (row: Row) => boolean) =>
    rows.filter((row) => typeof row.id === 'string' && filter(row)).map((row) => row.id as string);
  if (route === 'stockInList') {
    seen.sheets = ids(() => true);
    seen.pendingSheets = ids(
      (row) =>
        typeof row.status === 'number' &&
        row.status >= 1 &&
        row.status <= 4 &&
        typeof row.customerId === 'string',
    );
  } else if (route === 'stockList') {
    seen.stockRows = ids(() => true);
  } else if (route === 'orderUnsettledList') {
    seen.unsettled = rows
      .filter((row) => typeof row.customerId === 'string' && typeof row.spu === 'string')
      .map((row) => unsettledItem(row.customerId as string, row.spu as string));
  }
}

/**
 * How an answer counts: ok, a conflict a working day has (two clerks confirming the same sheet:
 * the product refuses the second with SHEET.NOT_EDITABLE; two settling the same sheet: the second
 * is refused with ORDER.SHEETS_SETTLED, as they should be), or an error.
 */
export function judgeAnswer(
  route: RouteKey,
  status: number,
  code: number | undefined,
): 'ok' | 'conflict' | 'error' {
  if (
    (route === 'stockInConfirm' && code === ERROR_CODES['SHEET.NOT_EDITABLE'].code) ||
    (route === 'orderSave' && code === ERROR_CODES['ORDER.SHEETS_SETTLED'].code)
  ) {
    return 'conflict';
  }
  return status >= 200 && status < 300 && (code === undefined || code === 0) ? 'ok' : 'error';
}
