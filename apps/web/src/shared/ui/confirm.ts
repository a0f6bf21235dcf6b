import { confirmDialog } from 'primereact/confirmdialog';
import { t } from '../i18n/intl';

/** Asks before something is removed (spec §5: delete confirmations ask a question). */
export function confirmDanger(message: string, accept: () => void): void {
  confirmDialog({
    header: t('common.confirmTitle'),
    message,
    icon: 'pi pi-exclamation-triangle',
    acceptClassName: 'p-button-danger',
    acceptLabel: t('common.confirm'),
    rejectLabel: t('common.cancel'),
    defaultFocus: 'reject',
    accept,
  });
}
