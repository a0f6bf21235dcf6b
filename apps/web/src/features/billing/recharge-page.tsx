import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PaymentDialog } from './payment-dialog';
import { type PendingPayment, RechargeFields, useRechargeForm } from './recharge-form';
import { useRechargePaid } from './use-recharge-paid';

/** §2 Recharge page (/invoice/recharge): balance, amount, channel, bank transfer details, history. */
export default function RechargePage() {
  const intl = useIntl();
  const form = useRechargeForm();
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const paid = useRechargePaid();
  return (
    <div className="card recharge-page" style={{ maxWidth: '40rem' }}>
      <h2 className="mt-0">
        <FormattedMessage id="recharge.title" />
      </h2>
      {form.serverError && (
        <Message severity="error" text={form.serverError} className="w-full justify-content-start mb-3" />
      )}
      <form
        className="p-fluid flex flex-column gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit().then((created) => created && setPayment(created));
        }}
      >
        <RechargeFields form={form} />
        {form.channel !== 'bankCard' && (
          <Button
            type="submit"
            className="w-auto align-self-start"
            label={intl.formatMessage({ id: 'recharge.submit' })}
            loading={form.submitting}
            disabled={!form.canSubmit}
            data-testid="recharge-submit"
          />
        )}
      </form>
      <PaymentDialog
        payment={payment}
        onHide={() => setPayment(null)}
        onPaid={() => {
          setPayment(null);
          form.reset();
          void paid();
        }}
      />
    </div>
  );
}
