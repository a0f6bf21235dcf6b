import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../api/base-query';
import { GuardedButton } from './guarded-button';
import { notify } from './notify';

/** The field a form dialog focuses when it opens. */
const FIRST_FIELD = 'input:not([disabled]):not([readonly]):not([type=hidden]), textarea:not([disabled])';

/** Form dialogs are 560 px wide (spec §9). */
export const FORM_DIALOG_WIDTH = '560px';

/**
 * The save of a form dialog (spec §8): `submit` clears the last refusal, runs the save with what
 * follows it (a notice, closing), and on a refusal keeps the server's message for the dialog,
 * which stays open; `submitting` holds meanwhile. Give both to FormDialog. `saveAndClose` is a
 * checked form's Confirm: `false` and nothing sent when it is not `valid`, else the save, its
 * success message and the dialog closed.
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
  const saveAndClose = useCallback(
    (valid: boolean, save: () => Promise<unknown>, success: string, onHide: () => void): boolean => {
      if (!valid) {
        return false;
      }
      void submit(async () => {
        await save();
        notify.success(success);
        onHide();
      });
      return true;
    },
    [submit],
  );
  return { submitting, serverError, submit, saveAndClose, clearError };
}

/**
 * What a form dialog does each time it opens, and again when what it shows (`shown`, e.g. the
 * edited row) changes while it is open: `start` puts its form back to the values shown and clears
 * the last refusal.
 */
export function useOnOpen(open: boolean, start: () => void, shown?: unknown): void {
  const latest = useRef(start);
  latest.current = start;
  useEffect(() => {
    if (open) {
      latest.current();
    }
  }, [open, shown]);
}

/** What an add-or-edit dialog reads and changes of its form (useForm). */
interface RowFormState<F extends string> {
  values: Record<F, string>;
  validate: (overrides?: Partial<Record<F, string>>) => boolean;
  reset: (values: Record<F, string>) => void;
}

interface RowFormOptions<F extends string, Row> {
  form: RowFormState<F>;
  visible: boolean;
  /** the row edited; null to add one */
  editing: Row | null;
  /** the form's values for the row, or the empty ones to add */
  valuesOf: (editing: Row | null) => Record<F, string>;
  /** the text fields trimmed, before they are checked and saved */
  trim: (values: Record<F, string>) => Partial<Record<F, string>>;
  /** creates or updates through the server; rejects with the server's error */
  save: (values: Record<F, string>, editing: Row | null) => Promise<unknown>;
  onHide: () => void;
}

/**
 * An add-or-edit dialog's save (the master data, device and app users, cameras): its form put back
 * to the edited row's values, or the empty ones, each time it opens; Confirm trims the text
 * fields, checks them and saves, saying so and closing (saveAndClose).
 */
export function useRowForm<F extends string, Row>(options: RowFormOptions<F, Row>) {
  const { form, visible, editing, valuesOf, trim, save, onHide } = options;
  const intl = useIntl();
  const { submitting, serverError, saveAndClose, clearError } = useFormSubmit();
  useOnOpen(
    visible,
    () => {
      form.reset(valuesOf(editing));
      clearError();
    },
    editing,
  );
  const submit = (): boolean => {
    const trimmed = trim(form.values);
    return saveAndClose(
      form.validate(trimmed),
      () => save({ ...form.values, ...trimmed }, editing),
      intl.formatMessage({ id: 'common.operationSuccess' }),
      onHide,
    );
  };
  return { submitting, serverError, submit };
}

interface FormDialogProps {
  visible: boolean;
  title: ReactNode;
  onHide: () => void;
  /**
   * Validates and saves; answers `false` when the form refused (errors shown, nothing sent) so the
   * next Confirm counts at once instead of being taken for a repeated click (spec §9, issue 22).
   */
  onSubmit: () => boolean | void;
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
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event?: FormEvent): boolean | void => {
    event?.preventDefault();
    return submitting ? undefined : onSubmit();
  };
  // The first field takes the focus; PrimeReact's own focus on show would move it to the close
  // icon, and leaving the field that way showed its required error before the user did anything.
  const focusFirstField = () => {
    const form = formRef.current;
    if (form && !form.contains(document.activeElement)) {
      form.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
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
        onAction={() => submit()}
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
      focusOnShow={false}
      onShow={focusFirstField}
      modal
    >
      {serverError && (
        <Message severity="error" text={serverError} className="w-full justify-content-start mb-3" />
      )}
      <form ref={formRef} onSubmit={submit} noValidate className="p-fluid">
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1}>
          <FormattedMessage id="common.confirm" />
        </button>
      </form>
    </Dialog>
  );
}
