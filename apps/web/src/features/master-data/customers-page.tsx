import { Column } from 'primereact/column';
import { useIntl } from 'react-intl';
import { digitsOnly } from '../../shared/form/sanitize';
import { EMAIL, matches, maxLength, MOBILE_PHONE, required } from '../../shared/form/validators';
import { type Paging } from '../../shared/ui/data-table-view';
import {
  listBody,
  MasterDataScreen,
  type MasterFilters,
  pageOf,
  textParam,
} from '../../shared/ui/master-data/master-data-screen';
import { type MasterForm } from '../../shared/ui/master-data/master-form-dialog';
import {
  type Customer,
  useCustomerCreateMutation,
  useCustomerDeleteMutation,
  useCustomerDeleteSelectedMutation,
  useCustomerListQuery,
  useCustomerUpdateMutation,
} from './master-data.api';

/** Customer form limits (spec §5, as the server checks them). */
const NAME_MAX = 50;
const PHONE_MAX = 11;
const EMAIL_MAX = 100;
const ADDR_MAX = 200;

type Field = 'customerNo' | 'customerName' | 'phone' | 'email' | 'addr';

const values = (row: Customer | null): Record<Field, string> => ({
  customerNo: row?.customerNo ?? '',
  customerName: row?.customerName ?? '',
  phone: row?.phone ?? '',
  email: row?.email ?? '',
  addr: row?.addr ?? '',
});

export const customerPageRequest = (filters: MasterFilters, paging: Paging) => ({
  body: { ...listBody(filters, paging), ...textParam(filters, 'customerName') },
});

const useCustomerPage = (filters: MasterFilters, paging: Paging) =>
  pageOf(useCustomerListQuery(customerPageRequest(filters, paging)));

/** Customers (spec §2 Master data, §5): name required; phone a mainland mobile; number locked on edit. */
export default function CustomersPage() {
  const intl = useIntl();
  const [create] = useCustomerCreateMutation();
  const [update] = useCustomerUpdateMutation();
  const [deleteOne] = useCustomerDeleteMutation();
  const [deleteMany] = useCustomerDeleteSelectedMutation();

  const form: MasterForm<Customer, Field> = {
    addTitleId: 'customer.add',
    editTitleId: 'customer.edit',
    fields: [
      { name: 'customerNo', id: 'customer-no', labelId: 'customer.no', only: 'edit', readOnly: true },
      {
        name: 'customerName',
        id: 'customer-name',
        labelId: 'customer.name',
        required: true,
        maxLength: NAME_MAX,
      },
      {
        name: 'phone',
        id: 'customer-phone',
        labelId: 'customer.phone',
        inputMode: 'tel',
        maxLength: PHONE_MAX,
        sanitize: (raw) => digitsOnly(raw, PHONE_MAX),
      },
      {
        name: 'email',
        id: 'customer-email',
        labelId: 'customer.email',
        inputMode: 'email',
        maxLength: EMAIL_MAX,
      },
      { name: 'addr', id: 'customer-addr', labelId: 'customer.addr', kind: 'textarea', maxLength: ADDR_MAX },
    ],
    rules: {
      customerName: [required('customer.nameRequired'), maxLength(NAME_MAX)],
      phone: [matches(MOBILE_PHONE, 'validation.phone')],
      email: [matches(EMAIL, 'validation.email'), maxLength(EMAIL_MAX)],
      addr: [maxLength(ADDR_MAX)],
    },
    values,
    save: ({ customerName, phone, email, addr }, editing) =>
      editing
        ? update({ body: { id: editing.id, customerName, phone, email, addr } }).unwrap()
        : create({ body: { customerName, phone, email, addr } }).unwrap(),
  };

  return (
    <MasterDataScreen<Customer, Field>
      testId="customer"
      tableTestId="customers-table"
      usePage={useCustomerPage}
      textFilter={{
        id: 'filter-customer-name',
        labelId: 'customer.name',
        placeholderId: 'customer.namePlaceholder',
        maxLength: NAME_MAX,
      }}
      dateFilter
      columns={[
        <Column key="no" field="customerNo" header={intl.formatMessage({ id: 'customer.no' })} />,
        <Column key="name" field="customerName" header={intl.formatMessage({ id: 'customer.name' })} />,
        <Column key="phone" field="phone" header={intl.formatMessage({ id: 'customer.phone' })} />,
        <Column key="email" field="email" header={intl.formatMessage({ id: 'customer.email' })} />,
        <Column key="addr" field="addr" header={intl.formatMessage({ id: 'customer.addr' })} />,
      ]}
      rowName={(row) => row.customerName}
      messages={{
        empty: 'customer.empty',
        deleteConfirm: 'customer.deleteConfirm',
        deleteSelectedConfirm: 'customer.deleteSelectedConfirm',
      }}
      deleteOne={(id) => deleteOne({ id }).unwrap()}
      deleteMany={(ids) => deleteMany({ body: { ids } }).unwrap()}
      form={form}
    />
  );
}
