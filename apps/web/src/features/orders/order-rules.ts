import { ERROR_CODES, ORDER_STATUS, ORDER_TYPE, type OrderType } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type RowOf } from '../../api/row-of';
import { type Paging } from '../../shared/ui/data-table-view';
import { type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import {
  type OrderListApiArg,
  type OrderListApiResponse,
  type OrderUnsettledListApiArg,
  type OrderUnsettledListApiResponse,
} from './orders.api';

export type Order = RowOf<OrderListApiResponse>;
export type UnsettledSheet = RowOf<OrderUnsettledListApiResponse>;

/** The order list's two routes (spec §2 /order menu): inbound and outbound, one page. */
export const ORDER_LIST_PATHS: Readonly<Record<OrderType, string>> = {
  [ORDER_TYPE.IN]: '/order/orderIn',
  [ORDER_TYPE.OUT]: '/order/orderOut',
};
/** The order-creation page (hidden), `?isOut=true` for an outbound order (spec §2). */
export const ORDER_ADD_PATH = '/order/add';

/** The order type of a list path: outbound on /order/orderOut, else inbound. */
export const orderTypeOfPath = (pathname: string): OrderType =>
  pathname.replace(/\/+$/, '').endsWith('/orderOut') ? ORDER_TYPE.OUT : ORDER_TYPE.IN;

/** The order type of the creation page: `isOut=true` is outbound (orderType 2), anything else inbound. */
export const orderTypeOfQuery = (params: URLSearchParams): OrderType =>
  params.get('isOut') === 'true' ? ORDER_TYPE.OUT : ORDER_TYPE.IN;

export const orderAddPath = (type: OrderType): string =>
  `${ORDER_ADD_PATH}?isOut=${type === ORDER_TYPE.OUT ? 'true' : 'false'}`;

/** The diameter data detail of an order's type (spec §2 /order menu: diamOrderIn, diamOrderOut, hidden). */
export const ORDER_DETAIL_PATHS: Readonly<Record<OrderType, string>> = {
  [ORDER_TYPE.IN]: '/order/diamOrderIn',
  [ORDER_TYPE.OUT]: '/order/diamOrderOut',
};

/** §2 Orders "Edit goes to /order/diamOrderIn or diamOrderOut with type, id, orderNo". */
export const orderDetailPath = (order: Pick<Order, 'id' | 'orderNo' | 'orderType'>): string =>
  `${ORDER_DETAIL_PATHS[order.orderType === ORDER_TYPE.OUT ? ORDER_TYPE.OUT : ORDER_TYPE.IN]}?${new URLSearchParams(
    {
      type: order.orderType === ORDER_TYPE.OUT ? 'orderOut' : 'orderIn',
      id: order.id,
      orderNo: order.orderNo,
    },
  ).toString()}`;

/** The order statuses (§4; 15 written off, §3): the list's filter and labels. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.AWAITING_CHECK,
  ORDER_STATUS.CHECKED,
  ORDER_STATUS.WRITTEN_OFF,
];

export interface OrderFilters {
  customerName: string;
  status: OrderStatus | null;
  range: DateRange;
}
export const NO_ORDER_FILTERS: OrderFilters = { customerName: '', status: null, range: null };

/** The filters as the list and its workbooks send them (unset parts left out). */
export function orderFilterBody(type: OrderType, filters: OrderFilters) {
  const customerName = filters.customerName.trim();
  return {
    orderType: type,
    ...(customerName ? { customerName } : {}),
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...rangeParams(filters.range),
  };
}

export const orderListRequest =
  (type: OrderType) =>
  (filters: OrderFilters, paging: Paging): OrderListApiArg => ({
    body: { page: paging.page, pageSize: paging.pageSize, ...orderFilterBody(type, filters) },
  });

/** §4 Orders: Check only while the order awaits it (status 5); delete only then too (a checked order stays). */
export const canCheck = (order: Pick<Order, 'status'>): boolean =>
  order.status === ORDER_STATUS.AWAITING_CHECK;
export const canDelete = canCheck;
/** §3 written off: only a checked order, once; a written-off one is neither edited nor deleted. */
export const canWriteOff = (order: Pick<Order, 'status'>): boolean => order.status === ORDER_STATUS.CHECKED;

/** The status labels and filter choices (§2: 5 or 10; §3 written off: 15). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, WebMessageId>> = {
  [ORDER_STATUS.AWAITING_CHECK]: 'order.status.5',
  [ORDER_STATUS.CHECKED]: 'order.status.10',
  [ORDER_STATUS.WRITTEN_OFF]: 'order.status.15',
};

/** The tag colour of a status: awaiting its check warns, written off is closed. */
export const orderStatusSeverity = (order: Pick<Order, 'status'>): 'warning' | 'success' | 'secondary' =>
  order.status === ORDER_STATUS.AWAITING_CHECK
    ? 'warning'
    : order.status === ORDER_STATUS.WRITTEN_OFF
      ? 'secondary'
      : 'success';

// ---- order creation (§2, §9: last 7 days, 10 a page) ----------------------------------------------

/** The creation page asks for 10 unsettled sheets a page (§9). */
export const UNSETTLED_PAGE_SIZE = 10;
export const UNSETTLED_FIRST_PAGE: Paging = { page: 1, pageSize: UNSETTLED_PAGE_SIZE };

/** §9 Order creation default range: the last 7 days, today included. */
export function lastSevenDays(today = new Date()): [Date, Date] {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return [from, to];
}

export interface UnsettledFilters {
  customerId: string | null;
  spu: string;
  range: DateRange;
}
export const defaultUnsettledFilters = (today = new Date()): UnsettledFilters => ({
  customerId: null,
  spu: '',
  range: lastSevenDays(today),
});

export const unsettledRequest =
  (type: OrderType) =>
  (filters: UnsettledFilters, paging: Paging): OrderUnsettledListApiArg => {
    const spu = filters.spu.trim();
    return {
      body: {
        page: paging.page,
        pageSize: paging.pageSize,
        orderType: type,
        ...(filters.customerId ? { customerId: filters.customerId } : {}),
        ...(spu ? { spu } : {}),
        ...rangeParams(filters.range),
      },
    };
  };

/** Why the selected sheets cannot make an order, or null when they can: one customer, at least one sheet. */
export function selectionProblem(
  selected: readonly Pick<UnsettledSheet, 'customerId'>[],
): WebMessageId | null {
  if (selected.length === 0) {
    return 'common.selectFirst';
  }
  const customers = new Set(selected.map((sheet) => sheet.customerId));
  return customers.size > 1 ? 'order.add.oneCustomer' : null;
}

/** The body of /order/save for the selected sheets (one customer, checked by {@link selectionProblem}). */
export function saveBody(type: OrderType, selected: readonly Pick<UnsettledSheet, 'customerId' | 'spu'>[]) {
  return {
    orderType: type,
    tradePartnerId: selected[0]?.customerId ?? '',
    spus: selected.map((sheet) => sheet.spu).join(','),
  };
}

/** §3 Wood grade: 1 common, 2 semi-fine, 3 fine. */
export const WOOD_GRADE_LABELS: Readonly<Record<number, WebMessageId>> = {
  1: 'order.woodGrade.1',
  2: 'order.woodGrade.2',
  3: 'order.woodGrade.3',
};

/**
 * The save's failure the page keeps in view: 402606 (sheets already settled, by a colleague
 * meanwhile) names the sheets and their orders in the server's message; other failures only toast.
 */
export function settledProblem(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && 'msg' in error) {
    const { code, msg } = error as { code: unknown; msg: unknown };
    return code === ERROR_CODES['ORDER.SHEETS_SETTLED'].code && typeof msg === 'string' ? msg : null;
  }
  return null;
}
