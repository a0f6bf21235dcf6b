import { SAWING_PAGE_SIZES, SAWING_STATE } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatVolume, isoDate } from '../../shared/format/format';
import { confirmAction, confirmDanger } from '../../shared/ui/confirm';
import { actionsColumn, DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { DayFilter } from '../../shared/ui/date-range-filter';
import { startOfToday } from '../../shared/ui/date-shortcuts';
import { FilterBar } from '../../shared/ui/filter-bar';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { afterRowDeleted, pageProps, useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { RowActions } from '../../shared/ui/row-action';
import { type OrderDialogMode, OrderFormDialog } from './order-form-dialog';
import { type LogsOf, OrderLogsDialog } from './order-logs-dialog';
import {
  formatOutturn,
  GRADE_LABELS,
  type MergedOrder,
  mergeProblem,
  orderActions,
  type SawingOrder,
  STATE_LABELS,
} from './sawing-rules';
import {
  useBenchListQuery,
  useSawingOrderDeleteMutation,
  useSawingOrderListQuery,
  useSawingOrderMergeMutation,
  useSawingOrderReopenMutation,
  useSawingOrderRestoreMutation,
  useSawingOrderSplitMutation,
} from './sawing.api';
import { TakeLogsDialog } from './take-logs-dialog';

type Row = SawingOrder & Record<string, unknown>;

interface OrderFilters {
  day: Date | null;
  machineNum: string | null;
}

const FIRST: Paging = { page: 1, pageSize: SAWING_PAGE_SIZES[0] };

const request = (filters: OrderFilters, paging: Paging) => ({
  body: {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(filters.day ? { searchDate: isoDate(filters.day) } : {}),
    ...(filters.machineNum ? { machineNum: filters.machineNum } : {}),
  },
});

const STATE_SEVERITY: Readonly<Record<number, 'info' | 'success' | 'warning' | 'danger'>> = {
  [SAWING_STATE.OPEN]: 'info',
  [SAWING_STATE.CLOSED]: 'success',
  [SAWING_STATE.MERGED]: 'warning',
  [SAWING_STATE.DELETED]: 'danger',
};

/** The orders' filters at first and after a reset: today's, of every machine. */
const todaysOrders = (): OrderFilters => ({ day: startOfToday(), machineNum: null });

/**
 * §2 Sawing orders: by day (today by default) and machine, 50 a page (50, 100, 150); add and edit
 * with specifications, enter the logs sawn from stock, merge (open orders of one machine, ticked
 * in merge mode), close, reopen a closed one (§7 rtd), delete and restore after a confirmation,
 * the orders merged into one
 * beneath it (each restored on its own), and the logs of an order.
 */
export function OrdersTab() {
  const intl = useIntl();
  const { field, applied, paging, setPaging, args, bar } = useListFilters(todaysOrders, request, FIRST);
  const [merging, setMerging] = useState(false);
  const [selected, setSelected] = useState<Row[]>([]);
  const [dialog, setDialog] = useState<OrderDialogMode | null>(null);
  const [logsOf, setLogsOf] = useState<LogsOf | null>(null);
  const [taking, setTaking] = useState<{ orderId: string | null } | null>(null);
  const benches = useBenchListQuery({ body: {} }).data?.data ?? [];
  const page = useSawingOrderListQuery(args);
  const [merge] = useSawingOrderMergeMutation();
  const [split] = useSawingOrderSplitMutation();
  const [remove] = useSawingOrderDeleteMutation();
  const [restore] = useSawingOrderRestoreMutation();
  const [reopen] = useSawingOrderReopenMutation();
  const list = pageProps<Row>(page);
  const openOrders = list.rows.filter((row) => row.state === SAWING_STATE.OPEN);

  const done = (id: Parameters<typeof intl.formatMessage>[0]['id']) => () =>
    notify.success(intl.formatMessage({ id }));

  const confirmMerge = () => {
    const problem = mergeProblem(selected);
    if (problem) {
      notify.warn(intl.formatMessage({ id: problem }));
      return false;
    }
    confirmAction(
      intl.formatMessage(
        { id: 'sawing.merge.confirm' },
        { orders: selected.map((row) => row.orderNo).join(', ') },
      ),
      () => {
        merge({ body: { orderids: selected.map((row) => row.id).join(',') } })
          .unwrap()
          .then(() => {
            setSelected([]);
            setMerging(false);
            notify.success(intl.formatMessage({ id: 'sawing.merge.done' }));
          })
          // The API layer has shown the server's message.
          .catch(() => undefined);
      },
      'pi pi-clone',
    );
    return true;
  };

  const confirmDelete = (order: SawingOrder) =>
    confirmDanger(
      intl.formatMessage({ id: 'sawing.order.deleteConfirm' }, { orderNo: order.orderNo }),
      () => {
        remove({ body: { orderid: order.id } })
          .unwrap()
          .then(() => afterRowDeleted(list.rows.length, paging, setPaging))
          .catch(() => undefined);
      },
    );

  const confirmRestore = (order: SawingOrder) =>
    confirmAction(
      intl.formatMessage({ id: 'sawing.order.restoreConfirm' }, { orderNo: order.orderNo }),
      () => {
        restore({ body: { orderid: order.id } })
          .unwrap()
          .then(done('sawing.order.restored'))
          .catch(() => undefined);
      },
    );

  const confirmReopen = (order: SawingOrder) =>
    confirmAction(
      intl.formatMessage({ id: 'sawing.order.reopenConfirm' }, { orderNo: order.orderNo }),
      () => {
        reopen({ id: order.id })
          .unwrap()
          .then(done('sawing.order.reopened'))
          .catch(() => undefined);
      },
      'pi pi-lock-open',
    );

  const confirmSplit = (merged: MergedOrder) =>
    confirmAction(
      intl.formatMessage({ id: 'sawing.order.splitConfirm' }, { orderNo: merged.orderNo }),
      () => {
        split({ body: { orderid: merged.id } })
          .unwrap()
          .then(done('sawing.order.restored'))
          .catch(() => undefined);
      },
    );

  const mergedRows = (order: SawingOrder) => (
    <div className="p-2" data-testid="sawing-merged-orders">
      <DataTable
        value={order.mergeOrders}
        size="small"
        dataKey="id"
        emptyMessage={intl.formatMessage({ id: 'sawing.merge.none' })}
      >
        <Column
          header={intl.formatMessage({ id: 'sawing.orderNo' })}
          body={(row: MergedOrder) => <span data-testid="merged-order-no">{row.orderNo}</span>}
        />
        <Column header={intl.formatMessage({ id: 'sawing.logQty' })} field="logQty" />
        <Column
          header={intl.formatMessage({ id: 'sawing.logVol' })}
          body={(row: MergedOrder) => formatVolume(intl, row.logVol)}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          body={(row: MergedOrder) => (
            <RowActions
              actions={[
                {
                  icon: 'pi pi-replay',
                  labelId: 'sawing.order.restore',
                  onClick: () => confirmSplit(row),
                  testId: 'merged-order-split',
                },
                {
                  icon: 'pi pi-list',
                  labelId: 'sawing.order.logs',
                  onClick: () =>
                    setLogsOf({ id: row.id, orderNo: row.orderNo, machineNum: order.machineNum }),
                  testId: 'merged-order-logs',
                },
              ]}
            />
          )}
        />
      </DataTable>
    </div>
  );

  const filters = (
    <FilterBar {...bar(page.refetch, () => setSelected([]))}>
      <DayFilter id="sawing-orders-day" labelId="sawing.cuttingDate" {...field('day')} />
      <LookupFilter<string>
        id="sawing-orders-machine"
        labelId="sawing.machine"
        {...field('machineNum')}
        options={benches.map((bench) => ({
          value: bench.machineNo,
          label: `${bench.machineNo} ${bench.name}`,
        }))}
      />
    </FilterBar>
  );

  const number = (value: number | null, testId?: string) => (
    <span data-testid={testId}>{value === null ? '–' : formatVolume(intl, value)}</span>
  );

  return (
    <>
      <DataTableView<Row>
        {...list}
        paging={paging}
        onPaging={setPaging}
        pageSizes={SAWING_PAGE_SIZES}
        dataKey="id"
        wide
        filters={filters}
        {...(merging ? { selection: selected, onSelectionChange: setSelected } : {})}
        rowExpansion={(row) => mergedRows(row)}
        rowClassName={(row) => (row.state === SAWING_STATE.DELETED ? 'row-warning' : undefined)}
        actions={
          <>
            <Button
              icon="pi pi-plus"
              label={intl.formatMessage({ id: 'common.add' })}
              onClick={() => setDialog({ mode: 'add' })}
              data-testid="sawing-order-add"
            />
            <Button
              outlined={!merging}
              icon="pi pi-clone"
              label={intl.formatMessage({ id: merging ? 'sawing.merge.cancel' : 'sawing.merge.start' })}
              onClick={() => {
                setMerging(!merging);
                setSelected([]);
              }}
              data-testid="sawing-merge-mode"
            />
            {merging && (
              <GuardedButton
                icon="pi pi-check"
                label={intl.formatMessage({ id: 'sawing.merge.confirmButton' })}
                onAction={confirmMerge}
                data-testid="sawing-merge-confirm"
              />
            )}
            <Button
              outlined
              icon="pi pi-sign-in"
              label={intl.formatMessage({ id: 'sawing.takeLogs.title' })}
              onClick={() => setTaking({ orderId: null })}
              data-testid="sawing-take-logs"
            />
          </>
        }
        emptyMessage={<FormattedMessage id="sawing.order.empty" />}
        testId="sawing-orders-table"
      >
        {merging && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
        {rowNumberColumn(paging)}
        <Column
          header={intl.formatMessage({ id: 'sawing.orderNo' })}
          body={(row: SawingOrder) => <span data-testid="sawing-order-no">{row.orderNo}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.machine' })}
          body={(row: SawingOrder) => `${row.machineNum} ${row.machineName}`}
        />
        <Column header={intl.formatMessage({ id: 'sawing.cuttingDate' })} field="cuttingDate" />
        <Column header={intl.formatMessage({ id: 'sawing.specification' })} field="woodSpecs" />
        <Column header={intl.formatMessage({ id: 'sawing.woodKind' })} field="category" />
        <Column
          header={intl.formatMessage({ id: 'sawing.grade' })}
          body={(row: SawingOrder) => {
            const label = GRADE_LABELS[row.woodGrade];
            return label ? intl.formatMessage({ id: label }) : '';
          }}
        />
        <Column header={intl.formatMessage({ id: 'sawing.length' })} field="length" />
        <Column
          header={intl.formatMessage({ id: 'sawing.logQty' })}
          body={(row: SawingOrder) => <span data-testid="sawing-order-log-qty">{row.logQty}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.logVol' })}
          body={(row: SawingOrder) => number(row.logVol, 'sawing-order-log-vol')}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.woodVol' })}
          body={(row: SawingOrder) => number(row.woodVol)}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.sysVol' })}
          body={(row: SawingOrder) => number(row.woodSysVol, 'sawing-order-sys-vol')}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.manualOutturn' })}
          body={(row: SawingOrder) => (
            <span data-testid="sawing-order-manual-outturn">{formatOutturn(intl, row.manualOutturn)}</span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.sysOutturn' })}
          body={(row: SawingOrder) => (
            <span data-testid="sawing-order-sys-outturn">{formatOutturn(intl, row.sysOutturn)}</span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.startTime' })}
          body={(row: SawingOrder) => formatDateTime(intl, row.createTime)}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.state' })}
          body={(row: SawingOrder) => (
            <Tag
              value={intl.formatMessage({ id: STATE_LABELS[row.state] ?? 'sawing.state.0' })}
              severity={STATE_SEVERITY[row.state] ?? 'info'}
              data-testid="sawing-order-state"
            />
          )}
        />
        {actionsColumn(intl.formatMessage({ id: 'common.actions' }), (row: SawingOrder) => {
          const can = orderActions(row.state);
          return (
            <RowActions
              actions={[
                {
                  icon: 'pi pi-pencil',
                  labelId: 'common.edit',
                  onClick: () => setDialog({ mode: 'edit', order: row }),
                  testId: 'sawing-order-edit',
                  shown: can.edit,
                },
                {
                  icon: 'pi pi-sign-in',
                  labelId: 'sawing.takeLogs.short',
                  onClick: () => setTaking({ orderId: row.id }),
                  testId: 'sawing-order-take-logs',
                  shown: can.takeLogs,
                },
                {
                  icon: 'pi pi-lock',
                  labelId: 'sawing.order.closeAction',
                  onClick: () => setDialog({ mode: 'close', order: row }),
                  testId: 'sawing-order-close',
                  shown: can.close,
                },
                {
                  icon: 'pi pi-lock-open',
                  labelId: 'sawing.order.reopen',
                  onClick: () => confirmReopen(row),
                  testId: 'sawing-order-reopen',
                  shown: can.reopen,
                },
                {
                  icon: 'pi pi-replay',
                  labelId: 'sawing.order.restore',
                  onClick: () => confirmRestore(row),
                  testId: 'sawing-order-restore',
                  shown: can.restore,
                },
                {
                  icon: 'pi pi-list',
                  labelId: 'sawing.order.logs',
                  onClick: () => setLogsOf({ id: row.id, orderNo: row.orderNo, machineNum: row.machineNum }),
                  testId: 'sawing-order-logs',
                },
                {
                  icon: 'pi pi-trash',
                  labelId: 'common.delete',
                  onClick: () => confirmDelete(row),
                  testId: 'sawing-order-delete',
                  shown: can.delete,
                  danger: true,
                },
              ]}
            />
          );
        })}
      </DataTableView>
      <OrderFormDialog
        dialog={dialog}
        benches={benches}
        day={applied.day ?? startOfToday()}
        onHide={() => setDialog(null)}
      />
      <OrderLogsDialog order={logsOf} onHide={() => setLogsOf(null)} />
      <TakeLogsDialog
        visible={taking !== null}
        orders={openOrders}
        initialOrderId={taking?.orderId ?? null}
        onHide={() => setTaking(null)}
      />
    </>
  );
}
