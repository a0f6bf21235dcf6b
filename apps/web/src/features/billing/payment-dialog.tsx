import { PAYMENT_STATUS } from '@timber/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../shared/ui/notify';
import { useRechargeFeedbackMutation, useRechargeStatusQuery } from './billing.api';
import { feedbackCode, formatMoney, isSettled } from './money-rules';
import { type PendingPayment } from './recharge-form';

/** §9 the payment dialog is 480 px wide. */
const PAYMENT_DIALOG_WIDTH = '480px';
/** How often the dialog asks whether the provider has said paid. */
export const PAYMENT_POLL_MS = 2000;

interface PaymentDialogProps {
  payment: PendingPayment | null;
  onHide: () => void;
  /** The provider said paid: the balance has grown. */
  onPaid: () => void;
}

/**
 * §4 Recharge flow: the payment link (alipay, a new window) or its QR code (wechat); the dialog
 * asks billing where the payment stands until the provider has answered, and closes once paid.
 * The user may report a failure (feedback 1 for alipay, else 2).
 */
export function PaymentDialog({ payment, onHide, onPaid }: PaymentDialogProps) {
  const intl = useIntl();
  const status = useRechargeStatusQuery(
    { id: payment?.id ?? '' },
    { skip: payment === null, pollingInterval: PAYMENT_POLL_MS, refetchOnMountOrArgChange: true },
  );
  const [feedback, { isLoading: reporting }] = useRechargeFeedbackMutation();
  const current = payment && status.data?.data.id === payment.id ? status.data.data.status : undefined;
  const settledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!payment || !isSettled(current) || settledFor.current === payment.id) {
      return;
    }
    settledFor.current = payment.id;
    if (current === PAYMENT_STATUS.PAID) {
      notify.success(intl.formatMessage({ id: 'recharge.paid' }));
      onPaid();
    } else {
      notify.error(intl.formatMessage({ id: 'recharge.failed' }));
      onHide();
    }
  }, [payment, current, intl, onPaid, onHide]);

  const reportFailure = async () => {
    if (!payment) {
      return;
    }
    await feedback({ id: payment.id, body: { feedback: feedbackCode(payment.channel) } }).unwrap();
    notify.success(intl.formatMessage({ id: 'recharge.feedbackSent' }));
    onHide();
  };

  const link = payment ? new URL(payment.payUrl, window.location.origin).toString() : '';
  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        outlined
        severity="danger"
        label={intl.formatMessage({ id: 'recharge.reportFailure' })}
        loading={reporting}
        onClick={() => void reportFailure().catch(() => undefined)}
        data-testid="payment-failed"
      />
      <Button
        type="button"
        label={intl.formatMessage({ id: 'recharge.checkPaid' })}
        loading={status.isFetching}
        onClick={() => void status.refetch()}
        data-testid="payment-check"
      />
    </div>
  );
  return (
    <Dialog
      visible={payment !== null}
      onHide={onHide}
      header={<FormattedMessage id="recharge.payTitle" />}
      footer={footer}
      style={{ width: PAYMENT_DIALOG_WIDTH }}
      breakpoints={{ '520px': '95vw' }}
      draggable={false}
      modal
    >
      {payment && (
        <div className="flex flex-column align-items-center gap-3 text-center" data-testid="payment-dialog">
          <span className="text-xl">
            <FormattedMessage
              id="recharge.payAmount"
              values={{ amount: formatMoney(intl, payment.amount) }}
            />
          </span>
          {payment.channel === 'wechat' && <QRCodeSVG value={link} size={200} marginSize={2} title={link} />}
          <a href={link} target="_blank" rel="noopener" className="p-button" data-testid="payment-link">
            <FormattedMessage id="recharge.openPayPage" />
          </a>
          {/* the waiting is said by the text beside the spinner, read out as it shows */}
          <span className="flex align-items-center gap-2 text-color-secondary" role="status">
            <ProgressSpinner style={{ width: '1.25rem', height: '1.25rem' }} strokeWidth="6" aria-hidden />
            <FormattedMessage id="recharge.waiting" />
          </span>
        </div>
      )}
    </Dialog>
  );
}
