import { PAY_CHANNELS, type PayChannel, RECHARGE_MAX_YUAN } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { RadioButton } from 'primereact/radiobutton';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBillingAccountSummaryQuery } from '../../api/api';
import { errorMessage } from '../../api/base-query';
import { canAccess } from '../../app/access';
import { useAppSelector } from '../../store/hooks';
import { useBankAccountListQuery, useRechargeCreateMutation } from './billing.api';
import { CHANNEL_LABEL, formatMoney, MONEY_DECIMALS, rechargeAmountError } from './money-rules';
import { RechargeHistoryDialog } from './recharge-history-dialog';

/** §6 Payment buttons need btn.alipay and btn.wechat; bank card is always shown. */
const CHANNEL_KEY: Readonly<Record<PayChannel, string | undefined>> = {
  alipay: 'btn.alipay',
  wechat: 'btn.wechat',
  bankCard: undefined,
};

/** A recharge order the user is paying: the provider's page to open. */
export interface PendingPayment {
  id: string;
  payUrl: string;
  channel: PayChannel;
  amount: number;
}

/**
 * The state of the recharge form (spec §2 Recharge page, §4 Recharge flow, §5): amount, channel
 * (alipay by default when the user may use it), the confirm box; `submit` checks and creates the
 * payment order, answering it (or null when the form refused or the server did; its message is kept).
 */
export function useRechargeForm() {
  const user = useAppSelector((state) => state.session.user);
  const channels = useMemo(
    () =>
      PAY_CHANNELS.filter((channel) => {
        const key = CHANNEL_KEY[channel];
        return key === undefined || (user !== null && canAccess({ permission: key }, user));
      }),
    [user],
  );
  const [amount, setAmount] = useState<number | null>(null);
  const [channel, setChannel] = useState<PayChannel | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { isLoading }] = useRechargeCreateMutation();
  const chosen: PayChannel = channel ?? channels[0] ?? 'bankCard';
  const amountError = touched ? rechargeAmountError(amount) : null;

  const submit = async (): Promise<PendingPayment | null> => {
    setTouched(true);
    setServerError(null);
    if (rechargeAmountError(amount) !== null || amount === null || !agreed || chosen === 'bankCard') {
      return null;
    }
    try {
      const answer = await create({ body: { amount, payChannel: chosen } }).unwrap();
      return { ...answer.data, channel: chosen, amount };
    } catch (error) {
      setServerError(errorMessage(error));
      return null;
    }
  };

  const reset = () => {
    setAmount(null);
    setAgreed(false);
    setTouched(false);
    setServerError(null);
  };

  return {
    channels,
    amount,
    setAmount,
    channel: chosen,
    setChannel,
    agreed,
    setAgreed,
    amountError,
    serverError,
    submitting: isLoading,
    /** §5 works only when the confirm box is ticked and an amount is present; bank card hides submit. */
    canSubmit: agreed && amount !== null && chosen !== 'bankCard',
    /** what submit would send: the checks pass */
    valid: agreed && chosen !== 'bankCard' && rechargeAmountError(amount) === null,
    submit,
    reset,
  };
}

export type RechargeForm = ReturnType<typeof useRechargeForm>;

/** The bank transfer details (§3 Bank account) shown for the bank card channel. */
function BankDetails() {
  const banks = useBankAccountListQuery({ body: {} });
  return (
    <div className="flex flex-column gap-2" data-testid="recharge-bank-details">
      <p className="m-0 text-color-secondary">
        <FormattedMessage id="recharge.bankHint" />
      </p>
      {(banks.data?.data ?? []).map((bank) => (
        <dl key={bank.id} className="recharge-bank m-0 grid">
          <dt className="col-4 text-color-secondary">
            <FormattedMessage id="recharge.bankAccountName" />
          </dt>
          <dd className="col-8 m-0">{bank.bankAccountName}</dd>
          <dt className="col-4 text-color-secondary">
            <FormattedMessage id="recharge.bankName" />
          </dt>
          <dd className="col-8 m-0">{bank.bankName}</dd>
          <dt className="col-4 text-color-secondary">
            <FormattedMessage id="recharge.bankAccount" />
          </dt>
          <dd className="col-8 m-0">{bank.bankAccount}</dd>
          <dt className="col-4 text-color-secondary">
            <FormattedMessage id="recharge.bankPhone" />
          </dt>
          <dd className="col-8 m-0">{bank.phone}</dd>
        </dl>
      ))}
    </div>
  );
}

/** The tenant's balance, as the recharge page and the account centre show it. */
export function BalanceFigure() {
  const intl = useIntl();
  const account = useBillingAccountSummaryQuery({ body: {} });
  const balance = account.data?.data.balance;
  return (
    <div className="flex align-items-baseline gap-2">
      <span className="text-color-secondary">
        <FormattedMessage id="billing.balance" />
      </span>
      <span className="text-2xl font-medium" data-testid="billing-balance">
        {balance === undefined ? '—' : formatMoney(intl, balance)}
      </span>
      <span className="text-color-secondary">
        <FormattedMessage id="unit.yuan" />
      </span>
    </div>
  );
}

/** The fields of the recharge form; the dialog and the page put their own submit around them. */
export function RechargeFields({ form }: { form: RechargeForm }) {
  const intl = useIntl();
  const [history, setHistory] = useState(false);
  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        <BalanceFigure />
        <Button
          type="button"
          link
          icon="pi pi-history"
          label={intl.formatMessage({ id: 'recharge.history' })}
          onClick={() => setHistory(true)}
          data-testid="recharge-history-open"
        />
      </div>
      <fieldset className="flex flex-wrap gap-3 border-none p-0 m-0">
        <legend className="mb-2">
          <FormattedMessage id="recharge.channel" />
        </legend>
        {form.channels.map((channel) => (
          <span key={channel} className="flex align-items-center gap-2">
            <RadioButton
              inputId={`recharge-channel-${channel}`}
              name="payChannel"
              value={channel}
              checked={form.channel === channel}
              onChange={() => form.setChannel(channel)}
            />
            <label htmlFor={`recharge-channel-${channel}`}>
              <FormattedMessage id={CHANNEL_LABEL[channel]} />
            </label>
          </span>
        ))}
      </fieldset>
      {form.channel === 'bankCard' ? (
        <BankDetails />
      ) : (
        <>
          <div className="field m-0">
            <label htmlFor="recharge-amount">
              <FormattedMessage id="recharge.amount" />
            </label>
            <InputNumber
              inputId="recharge-amount"
              value={form.amount}
              onValueChange={(event) => form.setAmount(event.value ?? null)}
              mode="decimal"
              minFractionDigits={0}
              maxFractionDigits={MONEY_DECIMALS}
              min={0}
              max={RECHARGE_MAX_YUAN}
              placeholder={intl.formatMessage({ id: 'recharge.amountHint' }, { max: RECHARGE_MAX_YUAN })}
              invalid={form.amountError !== null}
              aria-describedby="recharge-amount-error"
            />
            {form.amountError && (
              <small id="recharge-amount-error" className="p-error" data-testid="recharge-amount-error">
                <FormattedMessage id={form.amountError} values={{ max: RECHARGE_MAX_YUAN }} />
              </small>
            )}
          </div>
          <span className="flex align-items-center gap-2">
            <Checkbox
              inputId="recharge-agree"
              checked={form.agreed}
              onChange={(event) => form.setAgreed(event.checked === true)}
            />
            <label htmlFor="recharge-agree">
              <FormattedMessage id="recharge.agree" />
            </label>
          </span>
        </>
      )}
      <RechargeHistoryDialog visible={history} onHide={() => setHistory(false)} />
    </div>
  );
}
