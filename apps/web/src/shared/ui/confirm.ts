import { confirmDialog } from 'primereact/confirmdialog';
import { t } from '../i18n/intl';

function ask(message: string, accept: () => void, icon: string, danger: boolean): void {
  confirmDialog({
    header: t('common.confirmTitle'),
    message,
    icon,
    ...(danger ? { acceptClassName: 'p-button-danger' } : {}),
    acceptLabel: t('common.confirm'),
    rejectLabel: t('common.cancel'),
    defaultFocus: 'reject',
    accept,
  });
}

/** Asks before something is removed (spec §5: delete confirmations ask a question). */
export function confirmDanger(message: string, accept: () => void): void {
  ask(message, accept, 'pi pi-exclamation-triangle', true);
}

/** Asks before a step that removes nothing but cannot be undone (a check, settling sheets). */
export function confirmAction(message: string, accept: () => void, icon = 'pi pi-question-circle'): void {
  ask(message, accept, icon, false);
}
