import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../api/base-query';
import { GuardedButton } from './guarded-button';

/** Form dialogs are 560 px wide (spec §9). */
export const FORM_DIALOG_WIDTH = '560px';

/**
 * The save of a form dialog (spec §8): `submit` clears the last refusal, runs the save with what
 * follows it (a notice, closing), and on a refusal keeps the server's message for the dialog,
 * which stays open; `submitting` holds meanwhile. Give both to FormDialog.
 */
export function useFormSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = useCallback(async (save: () => Promise<void>) => {
    setServerError(null);
    setSubmitting(true);
    try {
      await save();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }, []);
  const clearError = useCallback(() => setServerError(null), []);
  return { submitting, serverError, submit, clearError };
}

interface FormDialogProps {
  visible: boolean;
  title: ReactNode;
  onHide: () => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** Confirm stays disabled while this holds (e.g. until a choice exists). */
  confirmDisabled?: boolean;
  /** The server's message of a failed save: shown here while the dialog stays open (spec §8). */
  serverError?: string | null;
  width?: string;
  children: ReactNode;
}

/** A dialog around a form: validation inside, server errors on top, cancel and confirm below. */
export function FormDialog({
  visible,
  title,
  onHide,
  onSubmit,
  submitting = false,
  confirmDisabled = false,
  serverError,
  width = FORM_DIALOG_WIDTH,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!submitting) {
      onSubmit();
    }
  };
  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        outlined
        label={intl.formatMessage({ id: 'common.cancel' })}
        onClick={onHide}
        disabled={submitting}
      />
      <GuardedButton
        type="button"
        label={intl.formatMessage({ id: 'common.confirm' })}
        loading={submitting}
        disabled={confirmDisabled}
        onClick={() => submit()}
        data-testid="form-dialog-confirm"
      />
    </div>
  );
  return (
    <Dialog
      visible={visible}
      header={title}
      footer={footer}
      onHide={onHide}
      style={{ width }}
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      modal
    >
      {serverError && (
        <Message severity="error" text={serverError} className="w-full justify-content-start mb-3" />
      )}
      <form onSubmit={submit} noValidate className="p-fluid">
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1}>
          <FormattedMessage id="common.confirm" />
        </button>
      </form>
    </Dialog>
  );
}
