import { H5_PASSWORD_DIGITS } from '@timber/contracts';
import { Message } from 'primereact/message';
import { FormattedMessage, useIntl } from 'react-intl';
import { PasswordField } from '../../shared/form/password-field';
import { useForm } from '../../shared/form/use-form';
import { matches, required, sameAs } from '../../shared/form/validators';
import { formatDateTime } from '../../shared/format/format';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { useH5PasswordResetMutation, useH5PasswordSummaryQuery } from './sawing.api';

/** Exactly the H5 password's digits (§9: 6). */
const SIX_DIGITS = new RegExp(`^\\d{${H5_PASSWORD_DIGITS}}$`);

type Field = 'pwd' | 'confirm';
const EMPTY: Record<Field, string> = { pwd: '', confirm: '' };

/**
 * The H5 saw page's password from the benches tab (issue 35; (chosen) /cutting/h5/pwdState and
 * /cutting/h5/setPwd): whether the page has one and who set it when (never the password), and a
 * new one, typed twice, 6 digits, which the page's gate asks for from then on.
 */
export function H5PasswordDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const state = useH5PasswordSummaryQuery(undefined, { skip: !visible, refetchOnMountOrArgChange: true });
  const [save] = useH5PasswordResetMutation();
  const { submitting, serverError, saveAndClose, clearError } = useFormSubmit();
  const form = useForm<Field>(EMPTY, (values) => ({
    pwd: [required(), matches(SIX_DIGITS, 'sawing.h5Password.digits')],
    confirm: [required(), sameAs(() => values.pwd)],
  }));
  const { reset } = form;
  useOnOpen(visible, () => {
    reset(EMPTY);
    clearError();
  });

  const onSubmit = (): boolean => {
    return saveAndClose(
      form.validate(),
      () => save({ body: { pwd: form.values.pwd } }).unwrap(),
      intl.formatMessage({ id: 'sawing.h5Password.saved' }),
      onHide,
    );
  };

  const current = state.data?.data;
  const field = (name: Field, labelId: 'sawing.h5Password.new' | 'sawing.h5Password.confirm') => (
    <PasswordField
      form={form}
      name={name}
      id={`h5-password-${name}`}
      label={intl.formatMessage({ id: labelId })}
      maxLength={H5_PASSWORD_DIGITS}
      digits
      testId={`h5-password-${name}`}
    />
  );

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="sawing.h5Password.title" />}
      onHide={onHide}
      onSubmit={onSubmit}
      submitting={submitting}
      serverError={serverError}
    >
      {current && (
        <Message
          className="mb-3 w-full justify-content-start"
          severity={current.set ? 'info' : 'warn'}
          text={
            current.set
              ? intl.formatMessage(
                  { id: 'sawing.h5Password.isSet' },
                  { time: formatDateTime(intl, current.updatedAt ?? ''), by: current.updatedBy ?? '' },
                )
              : intl.formatMessage({ id: 'sawing.h5Password.notSet' })
          }
          data-testid="h5-password-state"
        />
      )}
      {field('pwd', 'sawing.h5Password.new')}
      {field('confirm', 'sawing.h5Password.confirm')}
      <small className="text-color-secondary">
        <FormattedMessage id="sawing.h5Password.hint" />
      </small>
    </FormDialog>
  );
}
