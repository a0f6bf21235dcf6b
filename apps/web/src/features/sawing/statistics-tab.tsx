import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDiameter, formatVolume } from '../../shared/format/format';
import { type DateRange, ShortcutRangeFilter, startEndParams } from '../../shared/ui/date-range-filter';
import { shortcutRange } from '../../shared/ui/date-shortcuts';
import { EmptyState } from '../../shared/ui/empty-state';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { type BenchRank, formatOutturn } from './sawing-rules';
import {
  useSawingLogCategoryQuery,
  useSawingRankingSummaryQuery,
  useSawingShareSummaryQuery,
} from './sawing.api';
import { VolumeSharePie } from './volume-share-pie';

interface StatsFilters {
  range: DateRange;
  kind: string | null;
}
const defaultFilters = (): StatsFilters => ({ range: shortcutRange('today'), kind: null });

type OrderBy = 'outturn' | 'vol';
type Rank = BenchRank;

/**
 * §2 Sawing statistics: a date range (today by default, with its shortcuts) and a wood kind; the
 * four totals, the bench ranking (by outturn or by log volume, sorted by the server) and the pie
 * of the volume share by variety, logs or boards.
 */
export function StatisticsTab() {
  const intl = useIntl();
  const [draft, setDraft] = useState<StatsFilters>(defaultFilters);
  const [applied, setApplied] = useState<StatsFilters>(draft);
  const [orderBy, setOrderBy] = useState<OrderBy>('outturn');
  const [dim, setDim] = useState<'log' | 'board'>('log');
  const body = { ...startEndParams(applied.range), ...(applied.kind ? { kind: applied.kind } : {}) };
  const ranking = useSawingRankingSummaryQuery({ body: { ...body, orderBy } });
  const share = useSawingShareSummaryQuery({ body });
  const kinds = useSawingLogCategoryQuery({ body: {} });
  const kindOptions = (kinds.data?.data ?? []).map((kind) => ({ value: kind.id, label: kind.name }));
  const totals = ranking.data?.data;
  const pie = share.data?.data.find((part) => part.dim === dim);

  const search = (filters: StatsFilters) => {
    if (JSON.stringify(filters) === JSON.stringify(applied)) {
      void ranking.refetch();
      void share.refetch();
    }
    setApplied(filters);
  };

  const total = (testId: string, labelId: Parameters<typeof intl.formatMessage>[0]['id'], value: string) => (
    <div className="col-12 md:col-6 xl:col-3">
      <div className="card p-3 h-full">
        <div className="text-sm text-color-secondary">{intl.formatMessage({ id: labelId })}</div>
        <div className="text-2xl font-semibold mt-2" data-testid={testId}>
          {value}
        </div>
      </div>
    </div>
  );

  return (
    <div data-testid="sawing-statistics">
      <div className="card mb-3">
        <FilterBar
          onSearch={() => search(draft)}
          onReset={() => {
            const reset = defaultFilters();
            setDraft(reset);
            search(reset);
          }}
        >
          <ShortcutRangeFilter
            id="sawing-stats-range"
            value={draft.range}
            onChange={(range) => setDraft({ ...draft, range })}
          />
          <LookupFilter<string>
            id="sawing-stats-kind"
            labelId="sawing.woodKind"
            value={draft.kind}
            options={kindOptions}
            onChange={(kind) => setDraft({ ...draft, kind })}
          />
        </FilterBar>
      </div>
      <div className="grid">
        {total(
          'sawing-total-processed',
          'sawing.stats.processedVol',
          totals
            ? `${formatVolume(intl, totals.logProcessingTotalVol)} ${intl.formatMessage({ id: 'unit.m3' })}`
            : '–',
        )}
        {total(
          'sawing-total-logs',
          'sawing.stats.logVol',
          totals ? `${formatVolume(intl, totals.logTotalVol)} ${intl.formatMessage({ id: 'unit.m3' })}` : '–',
        )}
        {total('sawing-total-outturn', 'sawing.stats.avgOutturn', formatOutturn(intl, totals?.avgOutturn))}
        {total('sawing-total-dia', 'sawing.stats.avgDia', totals ? formatDiameter(intl, totals.avgDia) : '–')}
      </div>
      <div className="grid">
        <div className="col-12 xl:col-7">
          <div className="card" data-testid="sawing-ranking">
            <h3 className="mt-0">
              <FormattedMessage id="sawing.stats.ranking" />
            </h3>
            <DataTable
              value={totals?.ranking ?? []}
              dataKey="benchId"
              size="small"
              stripedRows
              loading={ranking.isFetching}
              lazy
              sortField={orderBy}
              sortOrder={-1}
              onSort={(event: DataTableSortEvent) =>
                setOrderBy(event.sortField === 'vol' ? 'vol' : 'outturn')
              }
              emptyMessage={<EmptyState />}
            >
              <Column header={intl.formatMessage({ id: 'sawing.stats.rank' })} field="rank" />
              <Column
                header={intl.formatMessage({ id: 'sawing.machine' })}
                body={(row: Rank) => (
                  <span data-testid="ranking-bench">
                    {row.benchNo} {row.benchName}
                  </span>
                )}
              />
              <Column
                field="outturn"
                sortable
                header={intl.formatMessage({ id: 'sawing.stats.outturn' })}
                pt={{ headerCell: { 'data-testid': 'ranking-sort-outturn' } as object }}
                body={(row: Rank) => (
                  <span data-testid="ranking-outturn">{formatOutturn(intl, row.outturn)}</span>
                )}
              />
              <Column
                field="vol"
                sortable
                header={intl.formatMessage({ id: 'sawing.logVol' })}
                pt={{ headerCell: { 'data-testid': 'ranking-sort-vol' } as object }}
                body={(row: Rank) => <span data-testid="ranking-vol">{formatVolume(intl, row.vol)}</span>}
              />
              <Column
                header={intl.formatMessage({ id: 'sawing.woodVol' })}
                body={(row: Rank) => formatVolume(intl, row.woodVol)}
              />
              <Column
                header={intl.formatMessage({ id: 'sawing.stats.avgDia' })}
                body={(row: Rank) => formatDiameter(intl, row.avgDia)}
              />
            </DataTable>
          </div>
        </div>
        <div className="col-12 xl:col-5">
          <div className="card" data-testid="sawing-share">
            <div className="flex align-items-center justify-content-between mb-2">
              <h3 className="m-0">
                <FormattedMessage id="sawing.stats.share" />
              </h3>
              <SelectButton
                value={dim}
                allowEmpty={false}
                options={[
                  { value: 'log', label: intl.formatMessage({ id: 'sawing.stats.shareLogs' }) },
                  { value: 'board', label: intl.formatMessage({ id: 'sawing.stats.shareBoards' }) },
                ]}
                onChange={(event) => setDim(event.value === 'board' ? 'board' : 'log')}
                data-testid="sawing-share-dim"
              />
            </div>
            {pie && pie.value.length > 0 ? (
              <div data-testid={`sawing-pie-${dim}`}>
                <VolumeSharePie key={dim} names={pie.name} values={pie.value} />
              </div>
            ) : (
              <EmptyState />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
