import { Column } from 'primereact/column';
import { SelectButton } from 'primereact/selectbutton';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { formatVolume } from '../../shared/format/format';
import { useLookups } from '../../shared/hooks/use-lookups';
import { DataTableView, type Paging } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter, type DateRange, rangeParams } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { LabelledField } from '../../shared/ui/labelled-field';
import { pageProps, useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { RowAction } from '../../shared/ui/row-action';
import { TextFilter } from '../../shared/ui/text-filter';
import { type Truck } from './car-data-api';
import { useCarDataListQuery } from './stock.api';

type Flag = 1 | 2;

interface TruckFilters {
  flag: Flag;
  transportNum: string;
  customerId: string | null;
  range: DateRange;
}

const NO_FILTERS: TruckFilters = { flag: 1, transportNum: '', customerId: null, range: null };
const FIRST_PAGE: Paging = { page: 1, pageSize: 10 };

export const truckListBody = (filters: TruckFilters, paging: Paging) => {
  const { createTimeFrom, createTimeTo } = rangeParams(filters.range);
  return {
    body: {
      page: paging.page,
      pageSize: paging.pageSize,
      flag: filters.flag,
      ...(filters.transportNum.trim() ? { transportNum: filters.transportNum.trim() } : {}),
      ...(filters.customerId ? { customerId: filters.customerId } : {}),
      ...(createTimeFrom ? { dateFrom: createTimeFrom } : {}),
      ...(createTimeTo ? { dateTo: createTimeTo } : {}),
    },
  };
};

/** A truck's diameter data detail (spec §2: type carData, its sheets' ids, the kind as flag). */
export const truckDetailPath = (truck: Pick<Truck, 'ids' | 'flag' | 'transportNum'>): string =>
  `/stock/diamData?${new URLSearchParams({
    type: 'carData',
    id: truck.ids.join(','),
    flag: String(truck.flag),
    name: truck.transportNum,
  }).toString()}`;

/**
 * Truck and container data (spec §2 /stock/containerData): the confirmed stock-in or stock-out
 * sheets grouped by transport number, with their totals, filtered by number, customer and day;
 * a truck opens its diameter table (all its sheets under one standard).
 */
export default function ContainerDataPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const lookups = useLookups();
  const { draft, setDraft, field, paging, setPaging, args, search, bar } = useListFilters(
    NO_FILTERS,
    truckListBody,
    FIRST_PAGE,
  );
  const list = useCarDataListQuery(args);
  const flags = [
    { value: 1, label: intl.formatMessage({ id: 'carData.inbound' }) },
    { value: 2, label: intl.formatMessage({ id: 'carData.outbound' }) },
  ];

  return (
    <DataTableView<Truck & Record<string, unknown>>
      {...pageProps<Truck & Record<string, unknown>>(list)}
      paging={paging}
      onPaging={setPaging}
      dataKey="transportNum"
      filters={
        <FilterBar {...bar(list.refetch)}>
          <LabelledField htmlFor="truck-filter-flag" label={<FormattedMessage id="carData.kind" />}>
            <SelectButton
              id="truck-filter-flag"
              value={draft.flag}
              options={flags}
              allowEmpty={false}
              onChange={(event) => {
                // a kind is a different list: it applies at once
                const next = { ...draft, flag: event.value as Flag };
                setDraft(next);
                search(next, list.refetch);
              }}
              data-testid="truck-flag"
            />
          </LabelledField>
          <TextFilter
            id="truck-filter-number"
            labelId="sheet.transportNum"
            placeholderId="carData.numberPlaceholder"
            {...field('transportNum')}
            maxLength={30}
          />
          <LookupFilter
            id="truck-filter-customer"
            labelId="sheet.customer"
            {...field('customerId')}
            options={lookups.customers}
          />
          <CreatedBetweenFilter id="truck-filter-days" labelId="carData.days" {...field('range')} />
        </FilterBar>
      }
      emptyMessage={<FormattedMessage id="carData.empty" />}
      testId="truck-table"
    >
      <Column field="transportNum" header={intl.formatMessage({ id: 'sheet.transportNum' })} />
      <Column
        header={intl.formatMessage({ id: 'carData.sheets' })}
        body={(row: Truck) => <span title={row.spus.join(', ')}>{row.sheetCount}</span>}
      />
      <Column field="customers" header={intl.formatMessage({ id: 'sheet.customer' })} />
      <Column field="woodKinds" header={intl.formatMessage({ id: 'sheet.woodKind' })} />
      <Column
        header={intl.formatMessage({ id: 'carData.days' })}
        body={(row: Truck) =>
          row.firstDate === row.lastDate ? row.firstDate : `${row.firstDate} – ${row.lastDate}`
        }
      />
      <Column field="quantity" header={intl.formatMessage({ id: 'sheet.quantity' })} />
      <Column
        header={intl.formatMessage({ id: 'sheet.volume' })}
        body={(row: Truck) => <span data-testid="truck-volume">{formatVolume(intl, row.volume)}</span>}
      />
      <Column
        header={intl.formatMessage({ id: 'common.actions' })}
        body={(row: Truck) => (
          <RowAction
            icon="pi pi-chart-bar"
            labelId="sheet.look"
            onClick={() => void navigate(truckDetailPath(row))}
            testId="truck-look"
          />
        )}
      />
    </DataTableView>
  );
}
