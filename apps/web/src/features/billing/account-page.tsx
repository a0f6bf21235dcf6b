import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBillingAccountSummaryQuery } from '../../api/api';
import { canAccess } from '../../app/access';
import { formatDateTime } from '../../shared/format/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { useAppSelector } from '../../store/hooks';
import { AddressDialog } from './address-dialog';
import { type AccountInfo, useTenantAccountQuery } from './billing.api';
import { FeeItemsDialog } from './fee-items-dialog';
import { formatMoney } from './money-rules';
import { OperatorInvoices } from './operator-invoices';
import { RechargeDialog } from './recharge-dialog';

/** Who reads the money: either money screen's key. Who is the platform operator, billing says (`operator`). */
const MONEY_PERMISSION = ['invoice/costRecord', 'invoice/recharge'];
/** Who keeps the tenant's address: account management's key, as the server checks. */
const ADDRESS_PERMISSION = 'system/role';

function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="col-12 md:col-6 lg:col-4 flex flex-column gap-1">
      <span className="text-color-secondary text-sm">{label}</span>
      <span className="text-lg" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

/** Billing's part of the account centre: balance, credit limit, arrears, fee items (the operator sets them). */
function MoneyPart() {
  const intl = useIntl();
  const account = useBillingAccountSummaryQuery({ body: {} }, { refetchOnMountOrArgChange: true });
  const [recharge, setRecharge] = useState(false);
  const [fees, setFees] = useState(false);
  const data = account.data?.data;
  if (!data) {
    return <Skeleton height="8rem" />;
  }
  return (
    <>
      <div className="grid">
        <Field label={<FormattedMessage id="billing.balance" />} testId="account-balance">
          {formatMoney(intl, data.balance)}{' '}
          {data.overdue && <Tag severity="danger" value={intl.formatMessage({ id: 'billing.overdue' })} />}
        </Field>
        <Field label={<FormattedMessage id="billing.creditLimit" />} testId="account-credit-limit">
          {formatMoney(intl, data.creditLimit)}
        </Field>
      </div>
      <div className="flex justify-content-between align-items-center mt-3 mb-2">
        <h3 className="m-0">
          <FormattedMessage id="accountCentre.fees" />
        </h3>
        <div className="flex gap-2">
          <Button
            icon="pi pi-wallet"
            label={intl.formatMessage({ id: 'recharge.title' })}
            onClick={() => setRecharge(true)}
            data-testid="account-recharge"
          />
          {data.operator && (
            <Button
              icon="pi pi-pencil"
              outlined
              label={intl.formatMessage({ id: 'accountCentre.feesEdit' })}
              onClick={() => setFees(true)}
              data-testid="account-fees-edit"
            />
          )}
        </div>
      </div>
      <div data-testid="account-fees">
        <DataTable
          value={data.fees}
          dataKey="feeItemId"
          size="small"
          stripedRows
          emptyMessage={<EmptyState />}
        >
          <Column field="feeItemName" header={intl.formatMessage({ id: 'accountCentre.feeItem' })} />
          <Column
            header={intl.formatMessage({ id: 'accountCentre.price' })}
            body={(fee: AccountInfo['fees'][number]) => formatMoney(intl, fee.price)}
          />
          <Column field="chargeUnit" header={intl.formatMessage({ id: 'accountCentre.chargeUnit' })} />
        </DataTable>
      </div>
      <RechargeDialog visible={recharge} onHide={() => setRecharge(false)} />
      {data.operator && <FeeItemsDialog account={data} visible={fees} onHide={() => setFees(false)} />}
    </>
  );
}

/**
 * §2 Customer account info, the account centre (§7 GET /sys/user/account): identity's tenant
 * (number, name, phone, address, registration) and billing's money (balance, credit limit, fees);
 * for the platform operator also every tenant's invoice requests to issue or reject.
 */
export default function AccountPage() {
  const intl = useIntl();
  const user = useAppSelector((state) => state.session.user);
  const tenant = useTenantAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = tenant.data?.data;
  const seesMoney = user !== null && canAccess({ permission: MONEY_PERMISSION }, user);
  const money = useBillingAccountSummaryQuery({ body: {} }, { skip: !seesMoney });
  const operator = money.data?.data.operator === true;
  const editsAddress = user !== null && canAccess({ permission: ADDRESS_PERMISSION }, user);
  const [addressOpen, setAddressOpen] = useState(false);
  return (
    <div className="flex flex-column gap-3">
      <section className="card">
        <h3 className="mt-0">
          <FormattedMessage id="accountCentre.tenant" />
        </h3>
        {data ? (
          <div className="grid">
            <Field label={<FormattedMessage id="accountCentre.customerNo" />} testId="account-customer-no">
              {data.customerNo}
            </Field>
            <Field
              label={<FormattedMessage id="accountCentre.customerName" />}
              testId="account-customer-name"
            >
              {data.customerName}
            </Field>
            <Field label={<FormattedMessage id="account.phone" />} testId="account-phone">
              {data.phone || '—'}
            </Field>
            <Field label={<FormattedMessage id="accountCentre.address" />} testId="account-address">
              <span className="flex align-items-center gap-2">
                <span className="white-space-pre-line">{data.address || '—'}</span>
                {editsAddress && (
                  <Button
                    link
                    size="small"
                    className="p-0"
                    icon="pi pi-pencil"
                    label={intl.formatMessage({ id: 'common.edit' })}
                    onClick={() => setAddressOpen(true)}
                    data-testid="account-address-edit"
                  />
                )}
              </span>
            </Field>
            <Field
              label={<FormattedMessage id="accountCentre.registerTime" />}
              testId="account-register-time"
            >
              {formatDateTime(intl, data.registerTime)}
            </Field>
          </div>
        ) : (
          <Skeleton height="6rem" />
        )}
      </section>
      {editsAddress && (
        <AddressDialog
          visible={addressOpen}
          address={data?.address ?? ''}
          onHide={() => setAddressOpen(false)}
        />
      )}
      {seesMoney && (
        <section className="card">
          <MoneyPart />
        </section>
      )}
      {operator && (
        <section className="card">
          <OperatorInvoices />
        </section>
      )}
    </div>
  );
}
