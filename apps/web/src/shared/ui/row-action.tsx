import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { IconButton } from './icon-button';

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

/**
 * The actions of a table row, side by side; an action with `shown: false` is left out. `compact`:
 * icon buttons, their label read aloud and shown on hover, for a table of many columns (issue 35:
 * the orders' actions at 1440 px in every language).
 */
export function RowActions({
  actions,
  compact = false,
}: {
  actions: readonly (RowActionProps & { shown?: boolean })[];
  compact?: boolean;
}) {
  return (
    <span className="flex gap-1 flex-wrap">
      {actions
        .filter((action) => action.shown !== false)
        .map(({ shown: _shown, ...action }) =>
          compact ? (
            <IconButton
              key={action.testId}
              icon={action.icon}
              labelId={action.labelId}
              onClick={action.onClick}
              testId={action.testId}
              {...(action.danger ? { severity: 'danger' as const } : {})}
            />
          ) : (
            <RowAction key={action.testId} {...action} />
          ),
        )}
    </span>
  );
}
