import { type WebMessageId } from '@timber/i18n';
import { Button, type ButtonProps } from 'primereact/button';
import { useIntl } from 'react-intl';

interface IconButtonProps {
  icon: string;
  /** Read aloud and shown on hover. */
  labelId: WebMessageId;
  onClick: () => void;
  severity?: ButtonProps['severity'];
  disabled?: boolean;
  testId?: string;
}

/** A round icon-only button of a table row (edit, delete, remove). */
export function IconButton({ icon, labelId, onClick, severity, disabled, testId }: IconButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Button
      text
      rounded
      type="button"
      severity={severity}
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    />
  );
}
