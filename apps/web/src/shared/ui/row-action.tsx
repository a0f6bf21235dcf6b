import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';

interface RowActionProps {
  icon: string;
  labelId: WebMessageId;
  onClick: () => void;
  testId: string;
  /** a removal or a revocation: shown in the danger colour */
  danger?: boolean;
}

/** An action of a table row: a small text button with an icon and its label. */
export function RowAction({ icon, labelId, onClick, testId, danger = false }: RowActionProps) {
  const intl = useIntl();
  return (
    <Button
      text
      size="small"
      icon={icon}
      label={intl.formatMessage({ id: labelId })}
      onClick={onClick}
      data-testid={testId}
      {...(danger ? { severity: 'danger' as const } : {})}
    />
  );
}

/** The actions of a table row, side by side; an action with `shown: false` is left out. */
export function RowActions({ actions }: { actions: readonly (RowActionProps & { shown?: boolean })[] }) {
  return (
    <span className="flex gap-1 flex-wrap">
      {actions
        .filter((action) => action.shown !== false)
        .map(({ shown: _shown, ...action }) => (
          <RowAction key={action.testId} {...action} />
        ))}
    </span>
  );
}
