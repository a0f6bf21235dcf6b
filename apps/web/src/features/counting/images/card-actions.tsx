import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';

interface CardActionsProps {
  /** the cards' test ids: `{testPrefix}-feedback`, `-delete`, `-recover` */
  testPrefix: string;
  canFeedback: boolean;
  canDelete: boolean;
  canRecover: boolean;
  onFeedback: () => void;
  onDelete: () => void;
  onRecover: () => void;
}

/** The buttons of a picture card (§2 Images and counts, §4): feedback (disabled once sent), delete, recover. */
export function CardActions({
  testPrefix,
  canFeedback,
  canDelete,
  canRecover,
  onFeedback,
  onDelete,
  onRecover,
}: CardActionsProps) {
  const intl = useIntl();
  return (
    <div className="flex justify-content-end gap-1 mt-auto">
      <Button
        text
        size="small"
        icon="pi pi-flag"
        label={intl.formatMessage({ id: 'counting.feedback.button' })}
        disabled={!canFeedback}
        onClick={onFeedback}
        data-testid={`${testPrefix}-feedback`}
      />
      {canDelete && (
        <Button
          text
          size="small"
          severity="danger"
          icon="pi pi-trash"
          label={intl.formatMessage({ id: 'common.delete' })}
          onClick={onDelete}
          data-testid={`${testPrefix}-delete`}
        />
      )}
      {canRecover && (
        <Button
          text
          size="small"
          icon="pi pi-replay"
          label={intl.formatMessage({ id: 'counting.images.recover' })}
          onClick={onRecover}
          data-testid={`${testPrefix}-recover`}
        />
      )}
    </div>
  );
}
