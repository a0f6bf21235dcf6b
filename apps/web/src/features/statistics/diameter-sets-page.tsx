import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Sheet, useStockInListQuery } from '../../api/api';
import { saveWorkbook } from '../../shared/files/save-workbook';
import { formatVolume } from '../../shared/format/format';
import { DataTableView, type Paging } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import { EmptyState } from '../../shared/ui/empty-state';
import { FilterBar } from '../../shared/ui/filter-bar';
import { pageProps, useListFilters } from '../../shared/ui/list-search';
import { notify } from '../../shared/ui/notify';
import { TextFilter } from '../../shared/ui/text-filter';
import { reportSheet } from './diameter-sets-export';
import {
  type DiameterSetsSheet,
  MAX_SHEETS,
  reportFileName,
  type ReportRow,
  reportRows,
  reportTable,
  type SetFigures,
} from './diameter-sets-rules';
import { useDiameterSetsSummaryQuery } from './statistics.api';

interface PickFilters {
  spu: string;
  range: DateRange;
}

const NO_FILTERS: PickFilters = { spu: '', range: null };

const pickRequest = (filters: PickFilters, paging: Paging) => ({
  body: {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(filters.spu.trim() ? { spu: filters.spu.trim() } : {}),
    ...rangeParams(filters.range),
  },
});

type PickRow = Sheet & Record<string, unknown>;

/**
 * The static comparison report of diameter sets (spec §2 Statistics and tools): the stock-in
 * sheets chosen by SPU and date, then per diameter class their logs and m3 as measured, as checked
 * and as purchased with the differences, and the report as an xlsx workbook.
 */
export default function DiameterSetsPage() {
  const intl = useIntl();
  const { field, paging, setPaging, args, bar } = useListFilters(NO_FILTERS, pickRequest);
  const [chosen, setChosen] = useState<PickRow[]>([]);
  const [compared, setCompared] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const list = useStockInListQuery(args);
  const report = useDiameterSetsSummaryQuery({ body: { ids: compared } }, { skip: compared.length === 0 });
  const shown = compared.length > 0 ? report.data?.data : undefined;
  const t = (id: WebMessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const choose = (rows: PickRow[]) => {
    if (rows.length > MAX_SHEETS) {
      notify.warn(intl.formatMessage({ id: 'diaSets.tooMany' }, { max: MAX_SHEETS }));
      return;
    }
    setChosen(rows);
  };
  const exportReport = () => {
    if (!shown) {
      return;
    }
    setExporting(true);
    saveWorkbook(reportSheet(reportTable(t, shown), t('route.stock/diameterSets')), reportFileName())
      .catch(() => notify.error(t('diaSets.exportFailed')))
      .finally(() => setExporting(false));
  };

  const volume = (value: number | null) => (value === null ? '\u2014' : formatVolume(intl, value));
  const figure = (pick: (row: ReportRow) => SetFigures | null, part: 'qty' | 'vol', signed = false) => {
    const Figure = (row: ReportRow) => {
      const set = pick(row);
      if (!set) {
        return '\u2014';
      }
      const value = part === 'qty' ? set.qty : set.thousandths;
      const text = part === 'qty' ? intl.formatNumber(set.qty) : formatVolume(intl, set.thousandths / 1000);
      return signed && value > 0 ? `+${text}` : text;
    };
    return Figure;
  };
  const computed = shown ? reportRows(shown) : null;
  const classColumns = (
    [
      ['diaSets.measuredQty', (row: ReportRow) => row.measured, 'qty', false],
      ['diaSets.measuredVol', (row: ReportRow) => row.measured, 'vol', false],
      ['diaSets.checkedQty', (row: ReportRow) => row.checked, 'qty', false],
      ['diaSets.checkedVol', (row: ReportRow) => row.checked, 'vol', false],
      ['diaSets.checkedDiffQty', (row: ReportRow) => row.checkedDiff, 'qty', true],
      ['diaSets.checkedDiffVol', (row: ReportRow) => row.checkedDiff, 'vol', true],
      ['diaSets.purchasedQty', (row: ReportRow) => row.purchased, 'qty', false],
      ['diaSets.purchasedVol', (row: ReportRow) => row.purchased, 'vol', false],
      ['diaSets.purchasedDiffQty', (row: ReportRow) => row.purchasedDiff, 'qty', true],
      ['diaSets.purchasedDiffVol', (row: ReportRow) => row.purchasedDiff, 'vol', true],
    ] as const
  ).map(([id, pick, part, signed]) => {
    const body = figure(pick, part, signed);
    return (
      <Column
        key={id}
        header={t(id)}
        body={body}
        footer={computed ? body(computed.totals) : null}
        bodyClassName="text-right"
        footerClassName="text-right"
      />
    );
  });

  return (
    <div className="flex flex-column gap-3">
      <DataTableView<PickRow>
        {...pageProps<PickRow>(list)}
        paging={paging}
        onPaging={setPaging}
        dataKey="id"
        selection={chosen}
        onSelectionChange={choose}
        filters={
          <FilterBar {...bar(list.refetch)}>
            <TextFilter
              id="diasets-spu"
              labelId="sheet.spu"
              placeholderId="sheet.spuPlaceholder"
              {...field('spu')}
              maxLength={40}
            />
            <CreatedBetweenFilter id="diasets-dates" {...field('range')} />
          </FilterBar>
        }
        actions={
          <>
            <Button
              icon="pi pi-chart-bar"
              label={t('diaSets.compare')}
              disabled={chosen.length === 0}
              onClick={() => setCompared(chosen.map((row) => row.id))}
              data-testid="diasets-compare"
            />
            <Button
              outlined
              icon="pi pi-times"
              label={t('common.clear')}
              disabled={chosen.length === 0 && compared.length === 0}
              onClick={() => {
                setChosen([]);
                setCompared([]);
              }}
              data-testid="diasets-clear"
            />
            <span className="text-color-secondary" data-testid="diasets-chosen">
              <FormattedMessage id="diaSets.chosen" values={{ count: chosen.length }} />
            </span>
          </>
        }
        emptyMessage={<FormattedMessage id="diaSets.sheetsEmpty" />}
        testId="diasets-sheets"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="spu" header={t('sheet.spu')} />
        <Column field="storageDate" header={t('sheet.date')} />
        <Column header={t('sheet.customer')} body={(row: Sheet) => row.tradePartner || '-'} />
        <Column field="woodKind" header={t('sheet.woodKind')} />
        <Column field="standardType" header={t('sheet.standard')} />
        <Column field="quantity" header={t('sheet.quantity')} />
        <Column header={t('sheet.volume')} body={(row: Sheet) => volume(row.volume)} />
        <Column header={t('sheet.purchaseVol')} body={(row: Sheet) => volume(row.purchaseVol)} />
      </DataTableView>

      <section className="card" data-testid="diasets-report">
        <div className="flex flex-wrap align-items-center gap-2 mb-3">
          <h3 className="m-0">
            <FormattedMessage id="diaSets.reportTitle" />
          </h3>
          {shown && (
            <span className="text-color-secondary" data-testid="diasets-coverage">
              <FormattedMessage
                id="diaSets.coverage"
                values={{
                  count: shown.sheets.length,
                  checked: shown.checkedSheets,
                  purchased: shown.purchaseSheets,
                }}
              />
            </span>
          )}
          <Button
            className="ml-auto"
            icon="pi pi-file-export"
            label={t('diamData.exportExcel')}
            disabled={!shown}
            loading={exporting}
            onClick={exportReport}
            data-testid="diasets-export"
          />
        </div>
        {compared.length === 0 ? (
          <EmptyState>
            <FormattedMessage id="diaSets.empty" />
          </EmptyState>
        ) : (
          <>
            <DataTable
              value={computed?.rows ?? []}
              loading={report.isFetching}
              size="small"
              stripedRows
              scrollable
              emptyMessage={
                <EmptyState>
                  <FormattedMessage id="diaSets.noLogs" />
                </EmptyState>
              }
              data-testid="diasets-classes"
            >
              <Column
                header={t('diaSets.class')}
                body={(row: ReportRow) => row.dia ?? t('diaSets.unclassed')}
                footer={t('compare.total')}
              />
              {classColumns}
            </DataTable>
            <h4 className="mb-2">
              <FormattedMessage id="diaSets.sheetsTitle" />
            </h4>
            <DataTable
              value={shown?.sheets ?? []}
              size="small"
              stripedRows
              scrollable
              data-testid="diasets-compared-sheets"
            >
              <Column field="spu" header={t('sheet.spu')} />
              <Column field="storageDate" header={t('sheet.date')} />
              <Column
                header={t('sheet.customer')}
                body={(row: DiameterSetsSheet) => row.customerName || '-'}
              />
              <Column field="woodKind" header={t('sheet.woodKind')} />
              <Column field="standard" header={t('sheet.standard')} />
              <Column field="quantity" header={t('diaSets.measuredQty')} />
              <Column
                header={t('diaSets.measuredVol')}
                body={(row: DiameterSetsSheet) => volume(row.volume)}
              />
              <Column
                header={t('diaSets.checkedQty')}
                body={(row: DiameterSetsSheet) => row.checkQty ?? '\u2014'}
              />
              <Column
                header={t('diaSets.checkedVol')}
                body={(row: DiameterSetsSheet) => volume(row.checkVol)}
              />
              <Column
                header={t('diaSets.purchasedQty')}
                body={(row: DiameterSetsSheet) => row.purchaseQty ?? '\u2014'}
              />
              <Column
                header={t('diaSets.purchasedVol')}
                body={(row: DiameterSetsSheet) => volume(row.purchaseVol)}
              />
            </DataTable>
          </>
        )}
      </section>
    </div>
  );
}
