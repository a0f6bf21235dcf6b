import { Column } from 'primereact/column';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { DataTableView, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { pageProps, useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { logActionText } from './device-rules';
import {
  type DeviceLog,
  type DeviceLogListArg,
  useDeviceLogListQuery,
  useDeviceLogOperatorListQuery,
} from './devices.api';

interface Filters {
  userId: string | null;
  range: DateRange;
}
const NO_FILTERS: Filters = { userId: null, range: null };

/** The request of a page of the device log for the applied filters. */
export const deviceLogRequest = (filters: Filters, paging: Paging): DeviceLogListArg => ({
  body: {
    page: paging.page,
    pageSize: paging.pageSize,
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...rangeParams(filters.range),
  },
});

/**
 * The device log (spec §2 Devices, §7 /deviceLog/pageData): every enrolment, upload, refusal and
 * setting change, newest first, filtered by the user who acted and the days it happened.
 */
export default function DeviceLogPage() {
  const intl = useIntl();
  const { field, paging, setPaging, args, bar } = useListFilters(NO_FILTERS, deviceLogRequest);
  const page = useDeviceLogListQuery(args);
  const operators = useDeviceLogOperatorListQuery({ body: {} });
  const creators = (operators.data?.data ?? []).map((o) => ({ value: o.userId, label: o.oprName }));

  const filters = (
    <FilterBar {...bar(page.refetch)}>
      <LookupFilter
        id="filter-device-log-creator"
        labelId="deviceLog.creator"
        {...field('userId')}
        options={creators}
        placeholderId="deviceLog.creatorAll"
      />
      <CreatedBetweenFilter id="filter-device-log-dates" {...field('range')} />
    </FilterBar>
  );

  return (
    <DataTableView<DeviceLog & Record<string, unknown>>
      {...pageProps<DeviceLog & Record<string, unknown>>(page)}
      paging={paging}
      onPaging={setPaging}
      dataKey="id"
      filters={filters}
      emptyMessage={<FormattedMessage id="deviceLog.empty" />}
      testId="device-log-table"
    >
      {rowNumberColumn(paging)}
      <Column field="deviceNo" header={intl.formatMessage({ id: 'device.no' })} />
      <Column field="deviceName" header={intl.formatMessage({ id: 'device.name' })} />
      <Column field="oprName" header={intl.formatMessage({ id: 'deviceLog.creator' })} />
      <Column
        header={intl.formatMessage({ id: 'deviceLog.action' })}
        body={(row: DeviceLog) => logActionText(intl, row.logAction, row.detail)}
      />
      <Column
        header={intl.formatMessage({ id: 'deviceLog.time' })}
        body={(row: DeviceLog) => formatDateTime(intl, row.createTime)}
      />
    </DataTableView>
  );
}
