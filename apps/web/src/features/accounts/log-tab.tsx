import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { DataTableView, type Paging } from '../../shared/ui/data-table-view';
import { type DateRange, DateRangeFilter, rangeParams } from '../../shared/ui/date-range-filter';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LabelledField } from '../../shared/ui/labelled-field';
import { useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import {
  OPERATION_LOG_EXPORT_URL,
  type OperationLogRecord,
  useOperationLogOperationListQuery,
  useOperationLogQuery,
} from './accounts.api';

interface LogFilters {
  username: string;
  operation: string | null;
  range: DateRange;
}

const NO_FILTERS: LogFilters = { username: '', operation: null, range: null };

/** The filters as the API takes them (§7 /sys/logs and its workbook), without paging. */
export const logFilterBody = (filters: LogFilters) => ({
  ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
  ...(filters.operation ? { operation: filters.operation } : {}),
  ...rangeParams(filters.range),
});

const logListArgs = (filters: LogFilters, paging: Paging) => ({
  body: { page: paging.page, pageSize: paging.pageSize, ...logFilterBody(filters) },
});

/**
 * §2 Account management, tab Log: every user's write in every service and the logins, newest
 * first, with the operation in the user's language; filter by operator, operation and days, and
 * the §9 Excel export of what the filters match (operator, operation time, IP, operation).
 */
export function LogTab() {
  const intl = useIntl();
  const { draft, setDraft, field, applied, paging, setPaging, args, bar } = useListFilters(
    NO_FILTERS,
    logListArgs,
  );
  const list = useOperationLogQuery(args);
  const operations = useOperationLogOperationListQuery().data?.data ?? [];

  return (
    <DataTableView<OperationLogRecord>
      rows={list.data?.data.records ?? []}
      total={list.data?.data.total ?? 0}
      loading={list.isFetching}
      paging={paging}
      onPaging={setPaging}
      dataKey="id"
      filters={
        <FilterBar {...bar(list.refetch)}>
          <LabelledField
            htmlFor="operation-log-filter-operator"
            label={<FormattedMessage id="log.operator" />}
          >
            <InputText
              id="operation-log-filter-operator"
              value={draft.username}
              maxLength={50}
              placeholder={intl.formatMessage({ id: 'log.operatorPlaceholder' })}
              onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            />
          </LabelledField>
          <LookupFilter
            id="operation-log-filter-operation"
            labelId="log.operation"
            {...field('operation')}
            options={operations}
          />
          <LabelledField
            htmlFor="operation-log-filter-dates"
            label={<FormattedMessage id="log.operationDays" />}
          >
            <DateRangeFilter id="operation-log-filter-dates" {...field('range')} />
          </LabelledField>
        </FilterBar>
      }
      exportSlot={
        <ExportButton
          url={OPERATION_LOG_EXPORT_URL}
          body={() => logFilterBody(applied)}
          labelId="log.export"
          testId="operation-log-export"
        />
      }
      emptyMessage={<FormattedMessage id="log.empty" />}
      testId="operation-log-table"
    >
      <Column field="username" header={intl.formatMessage({ id: 'log.operator' })} />
      <Column
        header={intl.formatMessage({ id: 'log.operationTime' })}
        body={(row: OperationLogRecord) => formatDateTime(intl, row.createTime)}
      />
      <Column field="ip" header={intl.formatMessage({ id: 'log.ip' })} />
      <Column
        header={intl.formatMessage({ id: 'log.operation' })}
        body={(row: OperationLogRecord) => <span data-testid="operation-log-operation">{row.operation}</span>}
      />
    </DataTableView>
  );
}
