import { type WebMessageId } from '@timber/i18n';
import { Button, type ButtonProps } from 'primereact/button';
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface IconButtonProps {
  icon: string;
  /** Read aloud and shown on hover. */
  labelId: WebMessageId;
  onClick: () => void;
  severity?: ButtonProps['severity'];
  disabled?: boolean;
  /** Why the button is disabled: it is, and this shows on hover (and is read with the label). */
  disabledReasonId?: WebMessageId;
  testId?: string;
}

/** A round icon-only button of a table row (edit, delete, remove). */
export function IconButton({
  icon,
  labelId,
  onClick,
  severity,
  disabled,
  disabledReasonId,
  testId,
}: IconButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  const reason = disabledReasonId && intl.formatMessage({ id: disabledReasonId });
  const button = (
    <Button
      text
      rounded
      type="button"
      severity={severity}
      icon={icon}
      aria-label={reason ? `${label}: ${reason}` : label}
      title={reason ? undefined : label}
      disabled={disabled || Boolean(reason)}
      onClick={onClick}
      data-testid={testId}
    />
  );
  // a disabled button gets no hover: its wrapper carries the reason
  return reason ? <DisabledReason reason={reason}>{button}</DisabledReason> : button;
}

/** The "remove row" button of an editable table of rows (a sheet's diameter rows, a photo's rows read). */
export function RemoveRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  return (
    <IconButton
      icon="pi pi-minus-circle"
      severity="danger"
      labelId="sheet.form.removeRow"
      onClick={onClick}
      testId={testId}
    />
  );
}

/** Shows why the control inside is disabled when hovered (a disabled control receives no hover itself). */
export function DisabledReason({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <span className="inline-flex disabled-reason" title={reason} data-disabled-reason={reason}>
      {children}
    </span>
  );
}
