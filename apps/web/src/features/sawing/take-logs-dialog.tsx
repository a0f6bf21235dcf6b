import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatVolume } from '../../shared/format/format';
import { useLookups } from '../../shared/hooks/use-lookups';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { LabelledField } from '../../shared/ui/labelled-field';
import { pageProps } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { logColumns } from './log-columns';
import { type SawingLog, type SawingOrder } from './sawing-rules';
import { useSawingStockLogListQuery, useSawingTakeLogsMutation } from './sawing.api';

type Log = SawingLog;
type Row = Log & { key: string } & Record<string, unknown>;

const FIRST: Paging = { page: 1, pageSize: 20 };
const keyOf = (log: Pick<Log, 'sheetId' | 'woodCode'>) => `${log.sheetId}/${log.woodCode}`;

/**
 * §2 "enter processed logs": an open order picks the logs it saws from stock (the logs no order
 * has taken, oldest first, by wood kind), page by page; the ticked ones leave stock.
 */
export function TakeLogsDialog({
  visible,
  orders,
  initialOrderId,
  onHide,
}: {
  visible: boolean;
  /** the open orders of the list, to choose from */
  orders: readonly SawingOrder[];
  initialOrderId: string | null;
  onHide: () => void;
}) {
  const intl = useIntl();
  const { kinds } = useLookups();
  const [orderId, setOrderId] = useState<string | null>(initialOrderId);
  const [kind, setKind] = useState<string | null>(null);
  const [paging, setPaging] = useState<Paging>(FIRST);
  const [picked, setPicked] = useState<Map<string, Log>>(new Map());
  const [take] = useSawingTakeLogsMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const page = useSawingStockLogListQuery(
    { body: { ...paging, ...(kind ? { woodKindId: kind } : {}) } },
    { skip: !visible, refetchOnMountOrArgChange: true },
  );
  const list = pageProps<Log>(page);
  const rows: Row[] = list.rows.map((log) => ({ ...log, key: keyOf(log) }));

  useOnOpen(
    visible,
    () => {
      setOrderId(initialOrderId);
      setPicked(new Map());
      setPaging(FIRST);
      clearError();
    },
    initialOrderId,
  );

  const onSelection = (selected: Row[]) => {
    const next = new Map(picked);
    for (const row of rows) {
      next.delete(row.key);
    }
    for (const row of selected) {
      next.set(row.key, row);
    }
    setPicked(next);
  };

  const onSubmit = (): boolean => {
    if (!orderId) {
      notify.warn(intl.formatMessage({ id: 'sawing.takeLogs.chooseOrder' }));
      return false;
    }
    if (picked.size === 0) {
      notify.warn(intl.formatMessage({ id: 'common.selectFirst' }));
      return false;
    }
    void submit(async () => {
      const logs = [...picked.values()].map(({ sheetId, woodCode }) => ({ sheetId, woodCode }));
      await take({ body: { id: orderId, logs } }).unwrap();
      notify.success(intl.formatMessage({ id: 'sawing.takeLogs.done' }, { count: logs.length }));
      onHide();
    });
    return true;
  };

  const pickedVolume =
    [...picked.values()].reduce((sum, log) => sum + Math.round(log.volume * 1000), 0) / 1000;
  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="sawing.takeLogs.title" />}
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
      width="900px"
    >
      <div className="flex flex-wrap align-items-end gap-3 mb-3">
        <LabelledField htmlFor="sawing-take-order" label={<FormattedMessage id="sawing.orderNo" />}>
          <Dropdown
            inputId="sawing-take-order"
            value={orderId}
            options={orders.map((order) => ({
              value: order.id,
              label: `${order.orderNo} (${order.machineNum})`,
            }))}
            placeholder={intl.formatMessage({ id: 'common.choose' })}
            onChange={(event) => setOrderId((event.value as string | null | undefined) ?? null)}
          />
        </LabelledField>
        <LookupFilter<string>
          id="sawing-take-kind"
          labelId="sawing.woodKind"
          value={kind}
          options={kinds}
          onChange={(value) => {
            setKind(value);
            setPaging({ ...paging, page: 1 });
          }}
        />
        <span className="ml-auto text-sm" data-testid="sawing-take-picked">
          <FormattedMessage
            id="sawing.takeLogs.picked"
            values={{ count: picked.size, volume: formatVolume(intl, pickedVolume) }}
          />
        </span>
      </div>
      <DataTableView<Row>
        rows={rows}
        total={list.total}
        loading={list.loading}
        paging={paging}
        onPaging={setPaging}
        dataKey="key"
        selection={rows.filter((row) => picked.has(row.key))}
        onSelectionChange={onSelection}
        emptyMessage={<FormattedMessage id="sawing.takeLogs.empty" />}
        testId="sawing-stock-logs"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        {rowNumberColumn(paging)}
        {logColumns(intl)}
      </DataTableView>
    </FormDialog>
  );
}
