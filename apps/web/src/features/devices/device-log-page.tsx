import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/format/format';
import { DataTableView, FIRST_PAGE, type Paging, rowNumberColumn } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LabelledField } from '../../shared/ui/labelled-field';
import { searchFirstPage } from '../../shared/ui/list-search';
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
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useDeviceLogListQuery(deviceLogRequest(applied, paging));
  const operators = useDeviceLogOperatorListQuery({ body: {} });
  const rows = (page.data?.data.records ?? []) as (DeviceLog & Record<string, unknown>)[];
  const creators = (operators.data?.data ?? []).map((o) => ({ value: o.userId, label: o.oprName }));

  const search = (filters: Filters) => {
    setPaging(searchFirstPage(filters, { applied, paging }, deviceLogRequest, page.refetch));
    setApplied(filters);
  };

  const filters = (
    <FilterBar
      onSearch={() => search(draft)}
      onReset={() => {
        setDraft(NO_FILTERS);
        search(NO_FILTERS);
      }}
    >
      <LabelledField htmlFor="filter-device-log-creator" label={<FormattedMessage id="deviceLog.creator" />}>
        <Dropdown
          inputId="filter-device-log-creator"
          value={draft.userId}
          options={creators}
          filter={creators.length > 10}
          showClear
          placeholder={intl.formatMessage({ id: 'deviceLog.creatorAll' })}
          onChange={(event) =>
            setDraft({ ...draft, userId: (event.value as string | null | undefined) ?? null })
          }
        />
      </LabelledField>
      <CreatedBetweenFilter
        id="filter-device-log-dates"
        value={draft.range}
        onChange={(range) => setDraft({ ...draft, range })}
      />
    </FilterBar>
  );

  return (
    <DataTableView<DeviceLog & Record<string, unknown>>
      rows={rows}
      total={page.data?.data.total ?? 0}
      loading={page.isFetching}
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
