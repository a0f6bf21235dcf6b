import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type RechargeDialogProps } from '../../shared/bridges/recharge';
import { FormDialog } from '../../shared/ui/form-dialog';
import { PaymentDialog } from './payment-dialog';
import { type PendingPayment, RechargeFields, useRechargeForm } from './recharge-form';
import { useRechargePaid } from './use-recharge-paid';

/**
 * The recharge form as a dialog (spec §2 Recharge page, §4 Recharge flow), opened from the arrears
 * overlay, the ledger report and the account centre; the payment dialog follows the submit.
 */
export function RechargeDialog({ visible, onHide, onPaid }: RechargeDialogProps) {
  const form = useRechargeForm();
  const [payment, setPayment] = useState<PendingPayment | null>(null);
  const paid = useRechargePaid();
  const close = () => {
    form.reset();
    onHide();
  };
  return (
    <>
      <FormDialog
        visible={visible && payment === null}
        title={<FormattedMessage id="recharge.title" />}
        onHide={close}
        onSubmit={() => {
          void form.submit().then((created) => created && setPayment(created));
          return form.valid;
        }}
        submitting={form.submitting}
        confirmDisabled={!form.canSubmit}
        serverError={form.serverError}
      >
        <RechargeFields form={form} />
      </FormDialog>
      <PaymentDialog
        payment={payment}
        onHide={() => setPayment(null)}
        onPaid={() => {
          setPayment(null);
          close();
          void paid().then(() => onPaid?.());
        }}
      />
    </>
  );
}
