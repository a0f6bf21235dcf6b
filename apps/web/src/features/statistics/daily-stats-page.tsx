import { LOOKUP_PAGE_SIZE } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveWorkbook } from '../../shared/files/save-workbook';
import { formatVolume } from '../../shared/format/format';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { DataTableView } from '../../shared/ui/data-table-view';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LabelledField } from '../../shared/ui/labelled-field';
import { pageProps, useListFilters } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { RowAction } from '../../shared/ui/row-action';
import { dailyStatsFileName, dailyStatsSheet } from './daily-stats-export';
import { dailyStatsRequest, STATS_FIRST_PAGE, type StatsFlag, todayFilters } from './daily-stats-rules';
import { DiameterBreakdownDialog } from './diameter-breakdown-dialog';
import { type DailyStatsRow, useDailyStatsListQuery, useLazyDailyStatsListQuery } from './statistics.api';

type Row = DailyStatsRow & Record<string, unknown>;

/**
 * Daily stock-in/out statistics (spec §2 Statistics and tools): a day (today by default) and a
 * type (1 in, 2 out); the sheets confirmed that day by customer and wood kind, paged by 10; a
 * row's button opens its diameter breakdown.
 */
export default function DailyStatsPage() {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  const { draft, setDraft, applied, paging, setPaging, args, search, bar } = useListFilters(
    todayFilters,
    dailyStatsRequest,
    STATS_FIRST_PAGE,
  );
  const [breakdown, setBreakdown] = useState<DailyStatsRow | null>(null);
  const list = useDailyStatsListQuery(args);
  const [loadAll] = useLazyDailyStatsListQuery();
  const [exporting, setExporting] = useState(false);
  /** The whole day of the applied type (every page) as an xlsx workbook. */
  const exportDay = async () => {
    setExporting(true);
    try {
      const all = await loadAll(dailyStatsRequest(applied, { page: 1, pageSize: LOOKUP_PAGE_SIZE }))
        .unwrap()
        // the API layer has shown the server's message
        .catch(() => null);
      if (all) {
        const t = (id: WebMessageId) => intl.formatMessage({ id });
        await saveWorkbook(dailyStatsSheet(t, applied, all.data.records), dailyStatsFileName(applied));
      }
    } catch {
      notify.error(intl.formatMessage({ id: 'diaSets.exportFailed' }));
    } finally {
      setExporting(false);
    }
  };
  const flags = [
    { value: 1, label: intl.formatMessage({ id: 'stats.inbound' }) },
    { value: 2, label: intl.formatMessage({ id: 'stats.outbound' }) },
  ];

  return (
    <>
      <DataTableView<Row>
        {...pageProps<Row>(list)}
        paging={paging}
        onPaging={setPaging}
        pageSizes={[10, 20, 50, 100]}
        dataKey="spus"
        exportSlot={
          <Button
            icon="pi pi-file-export"
            label={intl.formatMessage({ id: 'diamData.exportExcel' })}
            loading={exporting}
            disabled={(list.data?.data.total ?? 0) === 0}
            onClick={() => void exportDay()}
            data-testid="stats-export"
          />
        }
        filters={
          <FilterBar {...bar(list.refetch)}>
            <LabelledField htmlFor="stats-day" label={<FormattedMessage id="stats.day" />}>
              <Calendar
                {...openOnClick}
                inputId="stats-day"
                value={draft.day}
                onChange={(event) => event.value && setDraft({ ...draft, day: event.value })}
                maxDate={new Date()}
                dateFormat="yy-mm-dd"
                readOnlyInput
                showIcon
                data-testid="stats-day"
              />
            </LabelledField>
            <LabelledField htmlFor="stats-flag" label={<FormattedMessage id="stats.type" />}>
              <SelectButton
                id="stats-flag"
                value={draft.flag}
                options={flags}
                allowEmpty={false}
                onChange={(event) => {
                  // a type is a different list: it applies at once
                  const next = { ...draft, flag: event.value as StatsFlag };
                  setDraft(next);
                  search(next, list.refetch);
                }}
                data-testid="stats-flag"
              />
            </LabelledField>
          </FilterBar>
        }
        emptyMessage={<FormattedMessage id="stats.empty" />}
        testId="stats-table"
      >
        <Column
          field="customerName"
          header={intl.formatMessage({ id: 'sheet.customer' })}
          body={(row: DailyStatsRow) => row.customerName || '-'}
        />
        <Column field="woodKindName" header={intl.formatMessage({ id: 'sheet.woodKind' })} />
        <Column
          header={intl.formatMessage({ id: 'stats.sheets' })}
          body={(row: DailyStatsRow) => <span title={row.spus.join(', ')}>{row.sheetCount}</span>}
        />
        <Column field="quantity" header={intl.formatMessage({ id: 'sheet.quantity' })} />
        <Column
          header={intl.formatMessage({ id: 'sheet.volume' })}
          body={(row: DailyStatsRow) => (
            <span data-testid="stats-volume">{formatVolume(intl, row.volume)}</span>
          )}
        />
        <Column
          header={intl.formatMessage({ id: 'common.actions' })}
          body={(row: DailyStatsRow) => (
            <RowAction
              icon="pi pi-chart-bar"
              labelId="stats.breakdown"
              onClick={() => setBreakdown(row)}
              testId="stats-breakdown-open"
            />
          )}
        />
      </DataTableView>
      <DiameterBreakdownDialog row={breakdown} flag={applied.flag} onHide={() => setBreakdown(null)} />
    </>
  );
}
