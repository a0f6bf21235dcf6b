import { COUNT_ORDER_STATUS, RECOGNITION_ERROR } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { type RowOf } from '../../../api/row-of';
import { type Paging } from '../../../shared/ui/data-table-view';
import { type DateRange, isoDate } from '../../../shared/ui/date-range-filter';
import { type CountOrderListApiArg, type CountOrderListApiResponse } from '../counting.api';

export type CountOrder = RowOf<CountOrderListApiResponse>;

/** While an order of the page is queued or recognising, the list asks again this often. */
export const RECOGNITION_POLL_MS = 2000;

export interface CountOrderFilters {
  orderNo: string;
  range: DateRange;
}
export const NO_COUNT_ORDER_FILTERS: CountOrderFilters = { orderNo: '', range: null };

/** The request of a page of count orders for the applied filters (days both included). */
export function countOrderListRequest(filters: CountOrderFilters, paging: Paging): CountOrderListApiArg {
  const orderNo = filters.orderNo.trim();
  const [from, to] = filters.range ?? [null, null];
  return {
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      ...(orderNo ? { orderNo } : {}),
      ...(from ? { beginDate: isoDate(from), endDate: isoDate(to ?? from) } : {}),
    },
  };
}

/** Queued (1) or recognising (5): the result is on its way. */
export const isRecognising = (status: number): boolean =>
  status === COUNT_ORDER_STATUS.QUEUED || status === COUNT_ORDER_STATUS.RECOGNISING;

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

/** §4 count order statuses as the list's tag shows them. */
export const COUNT_ORDER_STATUS_TAGS: Readonly<Record<number, { label: WebMessageId; severity: Severity }>> =
  {
    [COUNT_ORDER_STATUS.QUEUED]: { label: 'counting.status.recognising', severity: 'info' },
    [COUNT_ORDER_STATUS.RECOGNISING]: { label: 'counting.status.recognising', severity: 'info' },
    [COUNT_ORDER_STATUS.FAILED]: { label: 'counting.status.failed', severity: 'danger' },
    [COUNT_ORDER_STATUS.RECOGNISED]: { label: 'counting.status.recognised', severity: 'warning' },
    [COUNT_ORDER_STATUS.REVIEWED]: { label: 'counting.status.reviewed', severity: 'success' },
    [COUNT_ORDER_STATUS.VERIFIED]: { label: 'counting.status.verified', severity: 'secondary' },
  };

/** Why recognition failed, in the user's language (an unknown code reads as the general failure). */
const RECOGNITION_ERROR_MESSAGES: Readonly<Record<string, WebMessageId>> = {
  [RECOGNITION_ERROR.IMAGE_UNREADABLE]: 'counting.error.imageUnreadable',
  [RECOGNITION_ERROR.MEDIA_MISSING]: 'counting.error.mediaMissing',
  [RECOGNITION_ERROR.RECOGNITION_FAILED]: 'counting.error.recognitionFailed',
};

export const recognitionErrorMessage = (code: string | null): WebMessageId =>
  (code ? RECOGNITION_ERROR_MESSAGES[code] : undefined) ?? 'counting.error.recognitionFailed';

/** §3 Count order ossType. */
export const OSS_TYPE_LABELS: Readonly<Record<number, WebMessageId>> = {
  1: 'counting.type.image',
  2: 'counting.type.video',
};
