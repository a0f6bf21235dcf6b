import { Button, type ButtonProps } from 'primereact/button';
import { type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useClickGuard } from '../hooks/use-click-guard';

/**
 * A button that ignores repeated clicks within 1500 ms (spec §9). `onAction` instead of onClick
 * may answer `false` for a click it refused (nothing was done): that click does not count.
 */
export function GuardedButton({
  onClick,
  onAction,
  ...props
}: ButtonProps & { onAction?: () => boolean | void }) {
  const guarded = useClickGuard((event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    return onAction?.();
  });
  return <Button {...props} onClick={guarded} />;
}

/** A list's "delete selected" button (spec §2), guarded; its test id is `${testId}-delete-selected`. */
export function DeleteSelectedButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const intl = useIntl();
  return (
    <GuardedButton
      icon="pi pi-trash"
      severity="danger"
      outlined
      label={intl.formatMessage({ id: 'common.deleteSelected' })}
      onClick={onClick}
      data-testid={`${testId}-delete-selected`}
    />
  );
}
