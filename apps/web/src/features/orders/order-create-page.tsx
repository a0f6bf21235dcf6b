import { ORDER_TYPE } from '@timber/contracts';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatDiameter, formatVolume } from '../../shared/format/format';
import { LOOKUP_BODY } from '../../shared/hooks/use-lookups';
import { confirmAction } from '../../shared/ui/confirm';
import { DataTableView, rowNumberColumn } from '../../shared/ui/data-table-view';
import { CreatedBetweenFilter } from '../../shared/ui/date-range-filter';
import { FilterBar } from '../../shared/ui/filter-bar';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { pageProps, useListFilters } from '../../shared/ui/list-search';
import { LookupFilter } from '../../shared/ui/lookup-filter';
import { notify } from '../../shared/ui/notify';
import { TextFilter } from '../../shared/ui/text-filter';
import {
  defaultUnsettledFilters,
  ORDER_LIST_PATHS,
  orderTypeOfQuery,
  saveBody,
  selectionProblem,
  settledProblem,
  UNSETTLED_FIRST_PAGE,
  UNSETTLED_PAGE_SIZE,
  unsettledRequest,
  type UnsettledSheet,
} from './order-rules';
import { useOrderCustomerListQuery, useOrderSaveMutation, useOrderUnsettledListQuery } from './orders.api';

type Row = UnsettledSheet & Record<string, unknown>;

/**
 * The order-creation page (spec §2 Orders, §5, §9), /order/add?isOut=true|false: the confirmed
 * sheets of the type no order settles yet, by customer, sheet number and confirmation days (the
 * last 7 by default), 10 a page; the rows ticked (one customer's) make an order after a
 * confirmation. A sheet a colleague settled meanwhile is refused by name (402606) and stays
 * named above the list.
 */
export default function OrderCreatePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = orderTypeOfQuery(params);
  const request = unsettledRequest(type);
  const { field, paging, setPaging, args, bar } = useListFilters(
    defaultUnsettledFilters,
    request,
    UNSETTLED_FIRST_PAGE,
  );
  const [selected, setSelected] = useState<Row[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const page = useOrderUnsettledListQuery(args, { refetchOnMountOrArgChange: true });
  const customers = useOrderCustomerListQuery(LOOKUP_BODY).data?.data.records;
  const customerOptions = useMemo(
    () => (customers ?? []).map((row) => ({ value: row.id, label: row.customerName })),
    [customers],
  );
  const [save, saving] = useOrderSaveMutation();
  const list = pageProps<Row>(page);

  const submit = () => {
    const invalid = selectionProblem(selected);
    if (invalid) {
      notify.warn(intl.formatMessage({ id: invalid }));
      return;
    }
    confirmAction(
      intl.formatMessage(
        { id: 'order.add.confirm' },
        { count: selected.length, customer: selected[0]?.customerName ?? '' },
      ),
      () => {
        setProblem(null);
        save({ body: saveBody(type, selected) })
          .unwrap()
          .then(({ data }) => {
            notify.success(intl.formatMessage({ id: 'order.add.saved' }, { orderNo: data.orderNo }));
            void navigate(ORDER_LIST_PATHS[type]);
          })
          .catch((error: unknown) => {
            // The API layer has toasted the message; a settled sheet stays named on the page.
            setProblem(settledProblem(error));
            setSelected([]);
            void page.refetch();
          });
      },
    );
  };

  const filters = (
    <FilterBar {...bar(page.refetch)}>
      <LookupFilter<string>
        id="order-add-filter-customer"
        labelId="sheet.customer"
        {...field('customerId')}
        options={customerOptions}
      />
      <TextFilter
        id="order-add-filter-spu"
        labelId="sheet.spu"
        placeholderId="sheet.spuPlaceholder"
        {...field('spu')}
        maxLength={40}
      />
      <CreatedBetweenFilter
        id="order-add-filter-range"
        labelId="order.add.confirmedBetween"
        {...field('range')}
      />
    </FilterBar>
  );

  return (
    <div className="flex flex-column gap-3">
      <h2 className="m-0 text-xl" data-testid="order-add-title">
        <FormattedMessage id={type === ORDER_TYPE.OUT ? 'order.add.titleOut' : 'order.add.titleIn'} />
      </h2>
      {problem && (
        <Message
          severity="error"
          className="justify-content-start"
          text={problem}
          data-testid="order-add-settled"
        />
      )}
      <DataTableView<Row>
        {...list}
        paging={paging}
        onPaging={setPaging}
        pageSizes={[UNSETTLED_PAGE_SIZE, 20, 50, 100]}
        dataKey="id"
        selection={selected}
        onSelectionChange={setSelected}
        filters={filters}
        actions={
          <GuardedButton
            icon="pi pi-check"
            label={intl.formatMessage({ id: 'order.add.submit' }, { count: selected.length })}
            loading={saving.isLoading}
            onClick={submit}
            data-testid="order-add-submit"
          />
        }
        emptyMessage={<FormattedMessage id="order.add.empty" />}
        testId="order-add-table"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        {rowNumberColumn(paging)}
        <Column
          header={intl.formatMessage({ id: 'sheet.spu' })}
          body={(row: UnsettledSheet) => <span data-testid="order-add-spu">{row.spu}</span>}
        />
        <Column header={intl.formatMessage({ id: 'sheet.date' })} field="storageDate" />
        <Column header={intl.formatMessage({ id: 'sheet.customer' })} field="customerName" />
        <Column header={intl.formatMessage({ id: 'sheet.woodKind' })} field="woodKind" />
        <Column header={intl.formatMessage({ id: 'sheet.transportNum' })} field="transportNum" />
        <Column header={intl.formatMessage({ id: 'sheet.length' })} field="woodSpecs" />
        <Column header={intl.formatMessage({ id: 'sheet.quantity' })} field="quantity" />
        <Column
          header={intl.formatMessage({ id: 'sheet.volume' })}
          body={(row: UnsettledSheet) => formatVolume(intl, row.volume)}
        />
        <Column
          header={intl.formatMessage({ id: 'sheet.avgDiameter' })}
          body={(row: UnsettledSheet) => formatDiameter(intl, row.avgDiameter)}
        />
        <Column
          header={intl.formatMessage({ id: 'order.add.confirmTime' })}
          body={(row: UnsettledSheet) => formatDateTime(intl, row.confirmTime)}
        />
      </DataTableView>
    </div>
  );
}
