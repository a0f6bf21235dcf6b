import { FEE_ITEMS, type FeeItem, MONEY_MAX_YUAN } from '@timber/contracts';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import { type AccountInfo, useBillingAccountSaveMutation } from './billing.api';
import { FEE_LABEL, MONEY_DECIMALS } from './money-rules';

type Prices = Record<FeeItem, number | null>;

const pricesOf = (account: AccountInfo): Prices =>
  Object.fromEntries(
    FEE_ITEMS.map((item) => [item, account.fees.find((fee) => fee.feeItemId === item)?.price ?? null]),
  ) as Prices;

/**
 * The platform operator sets a tenant's fee items and credit limit (§2 Customer account info,
 * (chosen) /bill/account/save): billing refuses anyone else, and its message shows here.
 */
export function FeeItemsDialog({
  account,
  visible,
  onHide,
}: {
  account: AccountInfo;
  visible: boolean;
  onHide: () => void;
}) {
  const intl = useIntl();
  const [save] = useBillingAccountSaveMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const [creditLimit, setCreditLimit] = useState<number | null>(account.creditLimit);
  const [prices, setPrices] = useState<Prices>(() => pricesOf(account));
  useOnOpen(
    visible,
    () => {
      setCreditLimit(account.creditLimit);
      setPrices(pricesOf(account));
      clearError();
    },
    account,
  );

  const onSubmit = () => {
    void submit(async () => {
      await save({
        body: {
          tenantId: account.tenantId,
          creditLimit: creditLimit ?? 0,
          fees: FEE_ITEMS.map((item) => ({ feeItemId: item, price: prices[item] ?? 0 })),
        },
      }).unwrap();
      notify.success(intl.formatMessage({ id: 'common.operationSuccess' }));
      onHide();
    });
  };

  const money = (id: string, value: number | null, onChange: (value: number | null) => void) => (
    <InputNumber
      inputId={id}
      value={value}
      onValueChange={(event) => onChange(event.value ?? null)}
      mode="decimal"
      minFractionDigits={0}
      maxFractionDigits={MONEY_DECIMALS}
      min={0}
      max={MONEY_MAX_YUAN}
    />
  );

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="accountCentre.feesEdit" />}
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
    >
      <div className="field">
        <label htmlFor="fees-credit-limit">
          <FormattedMessage id="billing.creditLimit" />
        </label>
        {money('fees-credit-limit', creditLimit, setCreditLimit)}
      </div>
      {FEE_ITEMS.map((item) => (
        <div className="field" key={item}>
          <label htmlFor={`fees-${item}`}>
            <FormattedMessage id={FEE_LABEL[item]} />
          </label>
          {money(`fees-${item}`, prices[item], (price) => setPrices({ ...prices, [item]: price }))}
        </div>
      ))}
    </FormDialog>
  );
}
