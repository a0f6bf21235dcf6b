import { countOrderActions } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format/format';
import { t } from '../../../shared/i18n/intl';
import { confirmDanger } from '../../../shared/ui/confirm';
import { DataTableView, rowNumberColumn } from '../../../shared/ui/data-table-view';
import { CreatedBetweenFilter } from '../../../shared/ui/date-range-filter';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { afterRowDeleted, useListFilters } from '../../../shared/ui/list-search';
import { notify } from '../../../shared/ui/notify';
import { TextFilter } from '../../../shared/ui/text-filter';
import {
  useCountOrderDeleteMutation,
  useCountOrderListQuery,
  useCountOrderVerifyMutation,
} from '../counting.api';
import { UploadDialog } from '../upload/upload-dialog';
import {
  COUNT_ORDER_STATUS_TAGS,
  type CountOrder,
  countOrderListRequest,
  isRecognising,
  NO_COUNT_ORDER_FILTERS,
  OSS_TYPE_LABELS,
  RECOGNITION_POLL_MS,
  recognitionErrorMessage,
} from './count-order-rules';

/** Where "look" leads: the review screen of one order. */
export const COUNT_REVIEW_PATH = '/countKingDetail';
const ORDER_NO_MAX = 30;

function StatusCell({ order }: { order: CountOrder }) {
  const intl = useIntl();
  const tag = COUNT_ORDER_STATUS_TAGS[order.status];
  if (isRecognising(order.status)) {
    return (
      <span className="inline-flex align-items-center gap-2" data-testid="count-order-status">
        <i className="pi pi-spin pi-spinner" aria-hidden />
        <FormattedMessage id="counting.status.recognising" />
        {order.progress > 0 && (
          <FormattedNumber value={order.progress / 100} style="percent" maximumFractionDigits={0} />
        )}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-column gap-1" data-testid="count-order-status">
      <Tag
        value={tag ? intl.formatMessage({ id: tag.label }) : String(order.status)}
        severity={tag?.severity}
        className="align-self-start"
      />
      {tag?.severity === 'danger' && (
        <small className="text-red-500" data-testid="count-order-error">
          <FormattedMessage id={recognitionErrorMessage(order.errorCode)} />
        </small>
      )}
    </span>
  );
}

/**
 * The count-order list (spec §2 Count-order list, §4 Count orders and images): filters by order
 * number and creation days, the media upload, and per order look, delete and verify as
 * `countOrderActions` allows. While an order is queued or recognising the page asks again every
 * 2 s, so the count appears when the worker is done.
 */
export default function CountOrderListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { field, paging, setPaging, args, bar } = useListFilters(
    NO_COUNT_ORDER_FILTERS,
    countOrderListRequest,
  );
  const [uploading, setUploading] = useState(false);
  const [polling, setPolling] = useState(false);
  const page = useCountOrderListQuery(args, {
    pollingInterval: polling ? RECOGNITION_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const [remove] = useCountOrderDeleteMutation();
  const [verify] = useCountOrderVerifyMutation();
  const rows = (page.data?.data.records ?? []) as (CountOrder & Record<string, unknown>)[];
  const recognising = rows.some((row) => isRecognising(row.status));
  if (recognising !== polling) {
    setPolling(recognising);
  }

  const confirmDelete = (order: CountOrder) =>
    confirmDanger(
      intl.formatMessage({ id: 'counting.orders.deleteConfirm' }, { orderNo: order.orderNo }),
      () => {
        remove({ orderNo: order.orderNo })
          .unwrap()
          .then(() => afterRowDeleted(rows.length, paging, setPaging))
          // The API layer has shown the server's message.
          .catch(() => undefined);
      },
    );

  const confirmVerify = (order: CountOrder) =>
    confirmDialog({
      header: t('common.confirmTitle'),
      message: intl.formatMessage({ id: 'counting.orders.verifyConfirm' }, { orderNo: order.orderNo }),
      icon: 'pi pi-check-circle',
      acceptLabel: t('common.confirm'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: () => {
        verify({ id: String(order.id) })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'counting.orders.verified' })))
          .catch(() => undefined);
      },
    });

  const filters = (
    <FilterBar {...bar(page.refetch)}>
      <TextFilter
        id="filter-count-order-no"
        labelId="counting.orders.orderNo"
        {...field('orderNo')}
        maxLength={ORDER_NO_MAX}
      />
      <CreatedBetweenFilter id="filter-count-order-range" {...field('range')} />
    </FilterBar>
  );

  return (
    <>
      <DataTableView<CountOrder & Record<string, unknown>>
        rows={rows}
        total={page.data?.data.total ?? 0}
        loading={page.isFetching && !polling}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        filters={filters}
        actions={
          <Button
            icon="pi pi-upload"
            label={intl.formatMessage({ id: 'counting.upload.open' })}
            onClick={() => setUploading(true)}
            data-testid="count-order-upload"
          />
        }
        emptyMessage={<FormattedMessage id="counting.orders.empty" />}
        testId="count-orders-table"
      >
        {rowNumberColumn(paging)}
        <Column
          header={intl.formatMessage({ id: 'counting.orders.orderNo' })}
          body={(row: CountOrder) => <span data-testid="count-order-no">{row.orderNo}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'counting.orders.type' })}
          body={(row: CountOrder) => {
            const label = OSS_TYPE_LABELS[row.ossType];
            return (
              <span className="inline-flex flex-column gap-1">
                {label ? intl.formatMessage({ id: label }) : String(row.ossType)}
                {row.video && (
                  <small className="text-color-secondary" data-testid="count-order-video">
                    <FormattedMessage id="counting.orders.videoCounted" values={{ ...row.video }} />
                  </small>
                )}
              </span>
            );
          }}
        />
        <Column
          header={intl.formatMessage({ id: 'counting.orders.qty' })}
          body={(row: CountOrder) => (
            <span data-testid="count-order-qty">{isRecognising(row.status) ? '—' : row.qty}</span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'counting.orders.status' })}
          body={(row: CountOrder) => <StatusCell order={row} />}
        />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: CountOrder) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          body={(row: CountOrder) => {
            const actions = countOrderActions(row.status);
            return (
              <span className="flex gap-1">
                {actions.look && (
                  <Button
                    text
                    size="small"
                    icon="pi pi-eye"
                    label={intl.formatMessage({ id: 'counting.orders.look' })}
                    onClick={() => void navigate(`${COUNT_REVIEW_PATH}?idx=${row.id}`)}
                    data-testid="count-order-look"
                  />
                )}
                {actions.verify && (
                  <Button
                    text
                    size="small"
                    icon="pi pi-check"
                    label={intl.formatMessage({ id: 'counting.orders.verify' })}
                    onClick={() => confirmVerify(row)}
                    data-testid="count-order-verify"
                  />
                )}
                {actions.delete && (
                  <Button
                    text
                    size="small"
                    severity="danger"
                    icon="pi pi-trash"
                    label={intl.formatMessage({ id: 'common.delete' })}
                    onClick={() => confirmDelete(row)}
                    data-testid="count-order-delete"
                  />
                )}
              </span>
            );
          }}
        />
      </DataTableView>
      <UploadDialog
        visible={uploading}
        onHide={() => setUploading(false)}
        onCreated={() => {
          // The create call refreshed the cached pages; show the newest order first.
          setPaging({ ...paging, page: 1 });
        }}
      />
    </>
  );
}
