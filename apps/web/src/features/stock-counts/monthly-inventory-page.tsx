import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatVolume } from '../../shared/format/format';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { EmptyState } from '../../shared/ui/empty-state';
import { LabelledField } from '../../shared/ui/labelled-field';
import { notify } from '../../shared/ui/notify';
import {
  type MonthlyRow,
  useMonthlyInventoryAdjustMutation,
  useMonthlyInventoryListQuery,
} from './stock-counts.api';

/** A month as the calls take it: yyyy-MM. */
export const monthOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The volume counted for a kind in the month (§5 stocktake volume: up to 3 decimals), saved by its button. */
function CountedCell({ month, row }: { month: string; row: MonthlyRow }) {
  const intl = useIntl();
  const [adjust, { isLoading }] = useMonthlyInventoryAdjustMutation();
  const [value, setValue] = useState<number | null>(row.logVol2 ?? null);
  const save = () => {
    if (value === null) {
      notify.warn(intl.formatMessage({ id: 'monthly.volumeRequired' }));
      return;
    }
    adjust({ body: { month, logKindId: row.logKindId, vol: value } })
      .unwrap()
      .then(() => notify.success(intl.formatMessage({ id: 'common.operationSuccess' })))
      .catch(() => undefined);
  };
  return (
    <span className="flex gap-1 align-items-center">
      <span data-testid="monthly-counted">
        <InputNumber
          value={value}
          min={0}
          maxFractionDigits={3}
          inputClassName="w-7rem"
          onValueChange={(event) => setValue(event.value ?? null)}
          aria-label={intl.formatMessage({ id: 'monthly.logVol2' })}
        />
      </span>
      <Button
        icon="pi pi-save"
        text
        size="small"
        loading={isLoading}
        aria-label={intl.formatMessage({ id: 'monthly.adjust' })}
        onClick={save}
        data-testid="monthly-save"
      />
    </span>
  );
}

/**
 * The monthly log inventory (§7 /simple/inv/*): a month (the picker blocks future months, §5),
 * then per log kind the opening stock, inbound, outbound by automatic saw, manual saw and
 * stock-out, the book inventory, the volume counted (entered here) and the profit or loss.
 */
export default function MonthlyInventoryPage() {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  const [month, setMonth] = useState<Date>(new Date());
  const key = monthOf(month);
  const list = useMonthlyInventoryListQuery({ body: { month: key } });
  const rows = list.data?.data.records ?? [];
  const volume = (value: number | null) => (value === null ? '–' : formatVolume(intl, value));
  const volumeColumn = (field: keyof MonthlyRow, id: Parameters<typeof intl.formatMessage>[0]['id']) => (
    <Column
      header={intl.formatMessage({ id })}
      body={(row: MonthlyRow) => (
        <span data-testid={`monthly-${String(field)}`}>{volume(row[field] as number | null)}</span>
      )}
    />
  );
  return (
    <div className="card" data-testid="monthly-inventory-page">
      <div className="flex flex-wrap align-items-end gap-2 mb-3">
        <LabelledField htmlFor="monthly-month" label={<FormattedMessage id="monthly.month" />}>
          <Calendar
            {...openOnClick}
            inputId="monthly-month"
            value={month}
            view="month"
            dateFormat="yy-mm"
            maxDate={new Date()}
            readOnlyInput
            showIcon
            onChange={(event) => event.value && setMonth(event.value)}
          />
        </LabelledField>
      </div>
      <DataTable
        value={rows}
        dataKey="id"
        loading={list.isFetching}
        size="small"
        stripedRows
        emptyMessage={
          <EmptyState>
            <FormattedMessage id="monthly.empty" />
          </EmptyState>
        }
      >
        <Column field="logKind" header={intl.formatMessage({ id: 'monthly.logKind' })} />
        {volumeColumn('logVol', 'monthly.logVol')}
        {volumeColumn('inboundVol', 'monthly.inboundVol')}
        {volumeColumn('adjustedVol', 'monthly.adjustedVol')}
        {volumeColumn('outboundVol1', 'monthly.outboundVol1')}
        {volumeColumn('outboundVol2', 'monthly.outboundVol2')}
        {volumeColumn('outboundVol', 'monthly.outboundVol')}
        {volumeColumn('inventory', 'monthly.inventory')}
        <Column
          header={intl.formatMessage({ id: 'monthly.logVol2' })}
          body={(row: MonthlyRow) => <CountedCell key={`${key}-${row.logKindId}`} month={key} row={row} />}
        />
        {volumeColumn('profitAndLoss', 'monthly.profitAndLoss')}
      </DataTable>
    </div>
  );
}
