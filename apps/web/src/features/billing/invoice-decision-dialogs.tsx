import { INVOICE_NO_MAX, INVOICE_REJECT_REASON_MAX } from '@timber/contracts';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { useForm } from '../../shared/form/use-form';
import { maxLength, required } from '../../shared/form/validators';
import { isoDate } from '../../shared/format/format';
import { useCalendarOpenOnClick } from '../../shared/ui/calendar-open-on-click';
import { confirmDanger } from '../../shared/ui/confirm';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import { type OperatorInvoice, useInvoiceIssueMutation, useInvoiceRejectMutation } from './billing.api';
import { formatMoney } from './money-rules';

interface DecisionDialogProps {
  /** the request being decided; null hides the dialog */
  invoice: OperatorInvoice | null;
  onHide: () => void;
}

const endOfToday = (): Date => {
  const day = new Date();
  day.setHours(23, 59, 59, 999);
  return day;
};

/** What the operator decides on: who asked, when, for how many orders and how much. */
function RequestSummary({ invoice }: { invoice: OperatorInvoice }) {
  const intl = useIntl();
  return (
    <p className="mt-0 mb-3 text-color-secondary" data-testid="invoice-decision-summary">
      <FormattedMessage
        id="invoice.decision.summary"
        values={{
          requestedBy: invoice.requestedBy || '—',
          createTime: invoice.createTime,
          count: invoice.orderCount,
          amount: formatMoney(intl, invoice.amount),
        }}
      />
    </p>
  );
}

/**
 * The operator issues a requested invoice ((chosen) /invRecord/issue/{id}): its number (required,
 * at most 50 characters, unique per tenant: billing says so) and its date (today by default, no
 * future day). The server's refusal stays in the dialog.
 */
export function IssueInvoiceDialog({ invoice, onHide }: DecisionDialogProps) {
  const intl = useIntl();
  const openOnClick = useCalendarOpenOnClick();
  const [issue] = useInvoiceIssueMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const form = useForm({ invoiceNo: '' }, { invoiceNo: [required(), maxLength(INVOICE_NO_MAX)] });
  const { reset } = form;
  const [day, setDay] = useState<Date | null>(new Date());
  const [tried, setTried] = useState(false);
  useOnOpen(
    invoice !== null,
    () => {
      reset({ invoiceNo: '' });
      setDay(new Date());
      setTried(false);
      clearError();
    },
    invoice,
  );

  const onSubmit = (): boolean => {
    setTried(true);
    const invoiceNo = form.values.invoiceNo.trim();
    if (!form.validate({ invoiceNo }) || !day || !invoice) {
      return false;
    }
    void submit(async () => {
      await issue({ id: invoice.id, body: { invoiceNo, invoiceDate: isoDate(day) } }).unwrap();
      notify.success(intl.formatMessage({ id: 'invoice.decision.issued' }, { invoiceNo }));
      onHide();
    });
    return true;
  };

  return (
    <FormDialog
      visible={invoice !== null}
      title={<FormattedMessage id="invoice.decision.issueTitle" />}
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
    >
      {invoice && <RequestSummary invoice={invoice} />}
      <FormField
        id="invoice-issue-no"
        label={intl.formatMessage({ id: 'invoice.invoiceNo' })}
        required
        error={form.errors.invoiceNo}
      >
        <InputText
          id="invoice-issue-no"
          value={form.values.invoiceNo}
          maxLength={INVOICE_NO_MAX}
          invalid={form.errors.invoiceNo !== undefined}
          onChange={(event) => form.set('invoiceNo', event.target.value)}
          onBlur={() => form.blur('invoiceNo')}
        />
      </FormField>
      <FormField
        id="invoice-issue-date"
        label={intl.formatMessage({ id: 'invoice.invoiceDate' })}
        required
        error={tried && !day ? { id: 'validation.required' } : undefined}
      >
        <Calendar
          {...openOnClick}
          inputId="invoice-issue-date"
          value={day}
          maxDate={endOfToday()}
          dateFormat="yy-mm-dd"
          readOnlyInput
          showIcon
          onChange={(event) => setDay(event.value ?? null)}
        />
      </FormField>
    </FormDialog>
  );
}

/**
 * The operator rejects a requested invoice ((chosen) /invRecord/reject/{id}) with the reason
 * (required, at most 200 characters), after a confirmation: the tenant sees the reason, and the
 * request's orders may be requested again.
 */
export function RejectInvoiceDialog({ invoice, onHide }: DecisionDialogProps) {
  const intl = useIntl();
  const [reject] = useInvoiceRejectMutation();
  const { submitting, serverError, submit, clearError } = useFormSubmit();
  const form = useForm({ reason: '' }, { reason: [required(), maxLength(INVOICE_REJECT_REASON_MAX)] });
  const { reset } = form;
  useOnOpen(
    invoice !== null,
    () => {
      reset({ reason: '' });
      clearError();
    },
    invoice,
  );

  const onSubmit = (): boolean => {
    const reason = form.values.reason.trim();
    if (!form.validate({ reason }) || !invoice) {
      return false;
    }
    confirmDanger(
      intl.formatMessage(
        { id: 'invoice.decision.rejectConfirm' },
        { amount: formatMoney(intl, invoice.amount), count: invoice.orderCount },
      ),
      () =>
        void submit(async () => {
          await reject({ id: invoice.id, body: { reason } }).unwrap();
          notify.success(intl.formatMessage({ id: 'invoice.decision.rejected' }));
          onHide();
        }),
    );
    return true;
  };

  return (
    <FormDialog
      visible={invoice !== null}
      title={<FormattedMessage id="invoice.decision.rejectTitle" />}
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
    >
      {invoice && <RequestSummary invoice={invoice} />}
      <FormField
        id="invoice-reject-reason"
        label={intl.formatMessage({ id: 'invoice.rejectReason' })}
        required
        error={form.errors.reason}
      >
        <InputTextarea
          id="invoice-reject-reason"
          rows={3}
          value={form.values.reason}
          maxLength={INVOICE_REJECT_REASON_MAX}
          invalid={form.errors.reason !== undefined}
          onChange={(event) => form.set('reason', event.target.value)}
          onBlur={() => form.blur('reason')}
        />
      </FormField>
    </FormDialog>
  );
}
