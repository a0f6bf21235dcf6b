import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { numberText } from '../../shared/form/sanitize';
import { formatVolume, isoDate } from '../../shared/format/format';
import { useLookups } from '../../shared/hooks/use-lookups';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { confirmDanger } from '../../shared/ui/confirm';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { DayFilter, endOfToday } from '../../shared/ui/date-range-filter';
import { startOfToday } from '../../shared/ui/date-shortcuts';
import { FilterBar } from '../../shared/ui/filter-bar';
import { afterRowDeleted, pageProps, useListFilters } from '../../shared/ui/list-search';
import { type MasterForm, MasterFormDialog } from '../../shared/ui/master-data/master-form-dialog';
import { RowActions } from '../../shared/ui/row-action';
import {
  formatOutturn,
  type ManualBenchRecord,
  manualBenchRules,
  type ManualField,
  VOLUME_INPUT_MAX,
  volumeOf,
} from './sawing-rules';
import {
  useManualBenchCreateMutation,
  useManualBenchDeleteMutation,
  useManualBenchListQuery,
  useManualBenchUpdateMutation,
} from './sawing.api';

type Row = ManualBenchRecord & Record<string, unknown>;

const request = (day: Date | null, paging: Paging) => ({
  body: { page: paging.page, pageSize: paging.pageSize, ...(day ? { cuttingDate: isoDate(day) } : {}) },
});
const dayOf = (text: string): Date | null => (text ? new Date(`${text}T00:00:00`) : null);

/**
 * §2 Manual bench: a day's records of logs of one kind sawn by hand and their boards (today by
 * default); enter, edit, delete after a confirmation (§5 manual entry rules).
 */
export function ManualBenchTab() {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  const { kinds } = useLookups();
  const [dialog, setDialog] = useState<{ editing: ManualBenchRecord | null } | null>(null);
  const { draft, setDraft, applied, paging, setPaging, args, bar } = useListFilters(
    (): Date | null => startOfToday(),
    request,
  );
  const page = useManualBenchListQuery(args);
  const [create] = useManualBenchCreateMutation();
  const [update] = useManualBenchUpdateMutation();
  const [remove] = useManualBenchDeleteMutation();
  const list = pageProps<Row>(page);

  const volumeField = (
    name: 'logVol' | 'woodVol',
    id: string,
    labelId: 'sawing.logVol' | 'sawing.woodVol',
  ) => ({
    name,
    id,
    labelId,
    required: true,
    inputMode: 'decimal' as const,
    maxLength: VOLUME_INPUT_MAX,
    sanitize: (raw: string) => numberText(raw, VOLUME_INPUT_MAX),
  });

  const form: MasterForm<ManualBenchRecord, ManualField> = {
    addTitleId: 'sawing.manual.add',
    editTitleId: 'sawing.manual.edit',
    fields: [
      {
        name: 'cuttingDate',
        id: 'manual-bench-date',
        labelId: 'sawing.manual.date',
        required: true,
        kind: 'custom',
        render: ({ id, value, set, invalid }) => (
          <Calendar
            {...openOnClick}
            inputId={id}
            value={dayOf(value)}
            maxDate={endOfToday()}
            dateFormat="yy-mm-dd"
            readOnlyInput
            showIcon
            invalid={invalid}
            onChange={(event) => set(event.value ? isoDate(event.value) : '')}
          />
        ),
      },
      {
        name: 'logKindId',
        id: 'manual-bench-kind',
        labelId: 'sawing.woodKind',
        required: true,
        kind: 'select',
        options: kinds,
      },
      volumeField('logVol', 'manual-bench-log-vol', 'sawing.logVol'),
      volumeField('woodVol', 'manual-bench-wood-vol', 'sawing.woodVol'),
    ],
    rules: manualBenchRules,
    values: (row) => ({
      cuttingDate: row?.cuttingDate ?? isoDate(applied ?? startOfToday()),
      logKindId: row?.logKindId ?? '',
      logVol: row ? String(row.logVol) : '',
      woodVol: row ? String(row.woodVol) : '',
    }),
    save: (values, editing) => {
      const body = {
        cuttingDate: values.cuttingDate,
        logKindId: values.logKindId,
        logVol: volumeOf(values.logVol) ?? 0,
        woodVol: volumeOf(values.woodVol) ?? 0,
      };
      return editing ? update({ body: { id: editing.id, ...body } }).unwrap() : create({ body }).unwrap();
    },
  };

  const confirmDelete = (record: ManualBenchRecord) =>
    confirmDanger(
      intl.formatMessage(
        { id: 'sawing.manual.deleteConfirm' },
        { kind: record.logKind, day: record.cuttingDate },
      ),
      () => {
        remove({ body: { id: record.id } })
          .unwrap()
          .then(() => afterRowDeleted(list.rows.length, paging, setPaging))
          // The API layer has shown the server's message.
          .catch(() => undefined);
      },
    );

  return (
    <>
      <DataTableView<Row>
        {...list}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        filters={
          <FilterBar {...bar(page.refetch)}>
            <DayFilter id="manual-bench-day" labelId="sawing.manual.date" value={draft} onChange={setDraft} />
          </FilterBar>
        }
        actions={
          <Button
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'sawing.manual.add' })}
            onClick={() => setDialog({ editing: null })}
            data-testid="manual-bench-add"
          />
        }
        emptyMessage={<FormattedMessage id="sawing.manual.empty" />}
        testId="manual-bench-table"
      >
        {rowNumberColumn(paging)}
        <Column header={intl.formatMessage({ id: 'sawing.manual.date' })} field="cuttingDate" />
        <Column
          header={intl.formatMessage({ id: 'sawing.woodKind' })}
          body={(row: ManualBenchRecord) => <span data-testid="manual-bench-kind">{row.logKind}</span>}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.logVol' })}
          body={(row: ManualBenchRecord) => (
            <span data-testid="manual-bench-log-vol">{formatVolume(intl, row.logVol)}</span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.woodVol' })}
          body={(row: ManualBenchRecord) => formatVolume(intl, row.woodVol)}
        />
        <Column
          header={intl.formatMessage({ id: 'sawing.stats.outturn' })}
          body={(row: ManualBenchRecord) => (
            <span data-testid="manual-bench-outturn">{formatOutturn(intl, row.outturn)}</span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          body={(row: ManualBenchRecord) => (
            <RowActions
              actions={[
                {
                  icon: 'pi pi-pencil',
                  labelId: 'common.edit',
                  onClick: () => setDialog({ editing: row }),
                  testId: 'manual-bench-edit',
                },
                {
                  icon: 'pi pi-trash',
                  labelId: 'common.delete',
                  onClick: () => confirmDelete(row),
                  testId: 'manual-bench-delete',
                  danger: true,
                },
              ]}
            />
          )}
        />
      </DataTableView>
      <MasterFormDialog<ManualBenchRecord, ManualField>
        form={form}
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        onHide={() => setDialog(null)}
      />
    </>
  );
}
