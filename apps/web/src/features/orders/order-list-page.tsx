import { ORDER_TYPE } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { downloadFile } from '../../shared/files/download';
import { formatDateTime, formatVolume } from '../../shared/format/format';
import { t } from '../../shared/i18n/intl';
import { confirmAction, confirmDanger } from '../../shared/ui/confirm';
import { actionsColumn, DataTableView, rowNumberColumn } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { afterRowDeleted, pageProps, useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { RowActions } from '../../shared/ui/row-action';
import { TextFilter } from '../../shared/ui/text-filter';
import { orderPrintPath } from './order-print-page';
import {
  canCheck,
  canDelete,
  canWriteOff,
  NO_ORDER_FILTERS,
  type Order,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderAddPath,
  orderDetailPath,
  orderFilterBody,
  orderListRequest,
  type OrderStatus,
  orderStatusSeverity,
  orderTypeOfPath,
  WOOD_GRADE_LABELS,
} from './order-rules';
import { OrderShareDialog, ShareLinksDialog } from './order-share-dialog';
import {
  useOrderCheckMutation,
  useOrderDeleteMutation,
  useOrderListQuery,
  useOrderWriteOffMutation,
} from './orders.api';

type Row = Order & Record<string, unknown>;

/**
 * §3 Order diaClassificationList beneath an order's row: diameter class, quantity, volume; and the
 * order's print view (issue 35).
 */
function DiaClassification({ order }: { order: Order }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="p-2 flex flex-column gap-2 align-items-start" data-testid="order-dia-classification">
      <Button
        outlined
        size="small"
        icon="pi pi-print"
        label={intl.formatMessage({ id: 'print.action' })}
        onClick={() => void navigate(orderPrintPath(order))}
        data-testid="order-print"
      />
      <DataTable
        value={order.diaClassificationList}
        size="small"
        dataKey="dia"
        emptyMessage={t('common.noData')}
      >
        <Column header={intl.formatMessage({ id: 'order.dia' })} field="dia" />
        <Column header={intl.formatMessage({ id: 'sheet.quantity' })} field="qty" />
        <Column
          header={intl.formatMessage({ id: 'sheet.volume' })}
          body={(row: Order['diaClassificationList'][number]) => formatVolume(intl, row.vol)}
        />
      </DataTable>
    </div>
  );
}

/**
 * The order list, inbound (/order/orderIn) or outbound (/order/orderOut) (spec §2 Orders, §4):
 * filters by customer, status and creation days; add (the order-creation page), the statements
 * and the diameter classification as xlsx, the share links; per order its diameter classification
 * (expandable), the diameter data detail, check (status 5, after a confirmation), write-off (status
 * 10, after a confirmation: §3 written off), share and delete.
 */
export default function OrderListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const type = orderTypeOfPath(useLocation().pathname);
  const request = orderListRequest(type);
  const { field, applied, paging, setPaging, args, bar } = useListFilters(NO_ORDER_FILTERS, request);
  const [exporting, setExporting] = useState<'statement' | 'dia' | null>(null);
  const [sharing, setSharing] = useState<Order[]>([]);
  const [links, setLinks] = useState(false);
  const page = useOrderListQuery(args);
  const [check] = useOrderCheckMutation();
  const [remove] = useOrderDeleteMutation();
  const [writeOff] = useOrderWriteOffMutation();
  const list = pageProps<Row>(page);
  const rows = list.rows;
  const prefix = type === ORDER_TYPE.OUT ? 'order-out' : 'order-in';

  const exportFile = (kind: 'statement' | 'dia') => {
    setExporting(kind);
    // downloadFile shows the server's message of a failure itself
    downloadFile(
      kind === 'statement' ? '/api/order/downloadExcel' : '/api/order/downloadDiaClassification',
      orderFilterBody(type, applied),
    )
      .catch(() => undefined)
      .finally(() => setExporting(null));
  };

  const confirmCheck = (order: Order) =>
    confirmAction(
      intl.formatMessage({ id: 'order.checkConfirm' }, { orderNo: order.orderNo }),
      () => {
        check({ id: order.id })
          .unwrap()
          .then(() => notify.success(intl.formatMessage({ id: 'order.checked' })))
          // The API layer has shown the server's message.
          .catch(() => undefined);
      },
      'pi pi-check-circle',
    );

  const confirmWriteOff = (order: Order) =>
    confirmDanger(intl.formatMessage({ id: 'order.writeOffConfirm' }, { orderNo: order.orderNo }), () => {
      writeOff({ id: order.id })
        .unwrap()
        .then(() => notify.success(intl.formatMessage({ id: 'order.writtenOff' })))
        // The API layer has shown the server's message.
        .catch(() => undefined);
    });

  const confirmDelete = (order: Order) =>
    confirmDanger(intl.formatMessage({ id: 'order.deleteConfirm' }, { orderNo: order.orderNo }), () => {
      remove({ id: order.id })
        .unwrap()
        .then(() => afterRowDeleted(rows.length, paging, setPaging))
        .catch(() => undefined);
    });

  const statusOptions = ORDER_STATUSES.map((status) => ({
    value: status,
    label: intl.formatMessage({ id: ORDER_STATUS_LABELS[status] }),
  }));

  const filters = (
    <FilterBar {...bar(page.refetch)}>
      <TextFilter
        id={`${prefix}-filter-customer`}
        labelId="sheet.customer"
        placeholderId="order.customerPlaceholder"
        {...field('customerName')}
        maxLength={50}
      />
      <LookupFilter<OrderStatus>
        id={`${prefix}-filter-status`}
        labelId="sheet.status"
        {...field('status')}
        options={statusOptions}
      />
      <CreatedBetweenFilter id={`${prefix}-filter-range`} {...field('range')} />
    </FilterBar>
  );

  return (
    <>
      <DataTableView<Row>
        {...list}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        filters={filters}
        rowExpansion={(row) => <DiaClassification order={row} />}
        actions={
          <>
            <Button
              icon="pi pi-plus"
              label={intl.formatMessage({ id: 'common.add' })}
              onClick={() => void navigate(orderAddPath(type))}
              data-testid="order-add"
            />
            <Button
              outlined
              icon="pi pi-link"
              label={intl.formatMessage({ id: 'share.links' })}
              onClick={() => setLinks(true)}
              data-testid="order-share-links"
            />
          </>
        }
        exportSlot={
          <span className="flex flex-wrap gap-2">
            <GuardedButton
              outlined
              icon="pi pi-file-excel"
              label={intl.formatMessage({ id: 'order.exportStatements' })}
              loading={exporting === 'statement'}
              disabled={exporting !== null}
              onClick={() => exportFile('statement')}
              data-testid="order-export"
            />
            <GuardedButton
              outlined
              icon="pi pi-download"
              label={intl.formatMessage({ id: 'order.exportDia' })}
              loading={exporting === 'dia'}
              disabled={exporting !== null}
              onClick={() => exportFile('dia')}
              data-testid="order-export-dia"
            />
          </span>
        }
        emptyMessage={<FormattedMessage id="order.empty" />}
        testId="orders-table"
      >
        {rowNumberColumn(paging)}
        <Column header={intl.formatMessage({ id: 'order.orderDate' })} field="orderDate" />
        <Column
          header={intl.formatMessage({ id: 'order.orderNo' })}
          body={(row: Order) => (
            <span className="flex flex-column">
              <span data-testid="order-no">{row.orderNo}</span>
              <small className="text-color-secondary" data-testid="order-spus">
                {/* a break after each comma: a long list wraps between its SPUs */}
                {row.spus.split(',').join(', ')}
              </small>
            </span>
          )}
        />
        <Column header={intl.formatMessage({ id: 'sheet.customer' })} field="customerName" />
        <Column
          header={intl.formatMessage({ id: 'sheet.transportNum' })}
          // the transport numbers of the order's sheets wrap after their commas, as its sheets do
          body={(row: Order) => row.vavNum.split(',').join(', ')}
        />
        <Column header={intl.formatMessage({ id: 'sheet.length' })} field="woodLength" />
        <Column
          header={intl.formatMessage({ id: 'sheet.quantity' })}
          body={(row: Order) => <span data-testid="order-quantity">{row.quantity}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.volume' })}
          body={(row: Order) => <span data-testid="order-volume">{formatVolume(intl, row.volume)}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'order.woodGrade' })}
          body={(row: Order) => {
            const label = row.woodGrade === null ? undefined : WOOD_GRADE_LABELS[row.woodGrade];
            return label ? intl.formatMessage({ id: label }) : '';
          }}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.status' })}
          body={(row: Order) => (
            <Tag value={row.statusDesc} severity={orderStatusSeverity(row)} data-testid="order-status" />
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'common.createTime' })}
          body={(row: Order) => formatDateTime(intl, row.createTime)}
        />
        <Column header={intl.formatMessage({ id: 'sheet.creator' })} field="creator" />
        {actionsColumn(intl.formatMessage({ id: 'common.actions' }), (row: Order) => (
          <RowActions
            compact
            actions={[
              {
                icon: 'pi pi-chart-bar',
                labelId: 'order.detail',
                onClick: () => void navigate(orderDetailPath(row)),
                testId: 'order-detail',
              },
              {
                icon: 'pi pi-check',
                labelId: 'order.check',
                onClick: () => confirmCheck(row),
                testId: 'order-check',
                shown: canCheck(row),
              },
              {
                icon: 'pi pi-verified',
                labelId: 'order.writeOff',
                onClick: () => confirmWriteOff(row),
                testId: 'order-write-off',
                shown: canWriteOff(row),
              },
              {
                icon: 'pi pi-qrcode',
                labelId: 'order.share',
                onClick: () => setSharing([row]),
                testId: 'order-share',
              },
              {
                icon: 'pi pi-trash',
                labelId: 'common.delete',
                onClick: () => confirmDelete(row),
                testId: 'order-delete',
                shown: canDelete(row),
                danger: true,
              },
            ]}
          />
        ))}
      </DataTableView>
      <OrderShareDialog orders={sharing} onHide={() => setSharing([])} />
      <ShareLinksDialog visible={links} onHide={() => setLinks(false)} />
    </>
  );
}
