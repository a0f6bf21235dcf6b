import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { confirmDanger } from '../../../shared/ui/confirm';
import { AbnormalLogTable } from './abnormal-log-table';
import { useAbnormalLogs } from './diam-edit-api';
import { type DiamEditType } from './diam-edit-rules';

/** Wider than a form dialog: the list has a picture column. */
const ABNORMAL_DIALOG_WIDTH = '760px';

interface AbnormalConfirmDialogProps<S extends { id: string; spu: string; errorNum: number }> {
  type: DiamEditType;
  /** The sheet being confirmed; the dialog is shown while it is set. */
  sheet: S | null;
  onHide: () => void;
  /** Go to the diameter edit of the sheet. */
  onEdit: (sheet: S) => void;
  /** Confirm with manual flag 1 (the user has agreed to the prompt). */
  onForce: (sheet: S) => void;
}

/**
 * §4 Confirm with abnormal wood: the sheet's flagged logs open first; the user edits the
 * diameters or force-confirms (manual flag 1, abnormal logs converted to manual) after a prompt.
 */
export function AbnormalConfirmDialog<S extends { id: string; spu: string; errorNum: number }>({
  type,
  sheet,
  onHide,
  onEdit,
  onForce,
}: AbnormalConfirmDialogProps<S>) {
  const intl = useIntl();
  const { logs, loading } = useAbnormalLogs(type, sheet?.id ?? null);
  const count = loading ? (sheet?.errorNum ?? 0) : logs.length;
  const footer = sheet && (
    <div className="flex justify-content-end gap-2">
      <Button type="button" outlined label={intl.formatMessage({ id: 'common.cancel' })} onClick={onHide} />
      <Button
        type="button"
        icon="pi pi-pencil"
        label={intl.formatMessage({ id: 'diamEdit.action' })}
        onClick={() => onEdit(sheet)}
        data-testid="abnormal-edit"
      />
      <Button
        type="button"
        severity="danger"
        icon="pi pi-check"
        label={intl.formatMessage({ id: 'diamEdit.forceConfirm' })}
        onClick={() =>
          confirmDanger(
            intl.formatMessage({ id: 'sheet.forceConfirmPrompt' }, { spu: sheet.spu, count }),
            () => onForce(sheet),
          )
        }
        data-testid="abnormal-force"
      />
    </div>
  );
  return (
    <Dialog
      visible={sheet !== null}
      header={<FormattedMessage id="diamEdit.confirmAbnormalTitle" values={{ spu: sheet?.spu ?? '' }} />}
      footer={footer}
      onHide={onHide}
      style={{ width: ABNORMAL_DIALOG_WIDTH }}
      breakpoints={{ '800px': '95vw' }}
      draggable={false}
      modal
    >
      <p className="mt-0">
        <FormattedMessage id="diamEdit.confirmAbnormalNote" values={{ count }} />
      </p>
      <AbnormalLogTable logs={logs} loading={loading} />
    </Dialog>
  );
}
