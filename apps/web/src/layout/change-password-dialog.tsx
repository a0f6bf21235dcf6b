import { clientPasswordHash } from '@timber/contracts';
import { Message } from 'primereact/message';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useChangePasswordMutation } from '../api/api';
import { resetToken } from '../shared/auth/token';
import { PasswordField } from '../shared/form/password-field';
import { useForm } from '../shared/form/use-form';
import { maxLength, minLength, required, sameAs } from '../shared/form/validators';
import { FormDialog, useFormSubmit, useOnOpen } from '../shared/ui/form-dialog';
import { notify } from '../shared/ui/notify';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { endSession } from '../store/store';

const EMPTY = { oldPwd: '', newPwd: '', confirm: '' };
export const PASSWORD_MAX = 20;
export const PASSWORD_MIN = 6;

/**
 * Change password (spec §5): old, new and confirmation required, confirmation equal to new.
 * Warns while the default password is in use. Success ends the session: log in again.
 */
export function ChangePasswordDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const defaultPassword = useAppSelector((state) => state.session.defaultPassword);
  const [changePassword] = useChangePasswordMutation();
  const { submitting, serverError, submit: trySave, clearError } = useFormSubmit();
  const form = useForm(EMPTY, (values) => ({
    oldPwd: [required(), maxLength(PASSWORD_MAX)],
    newPwd: [required(), minLength(PASSWORD_MIN, 'validation.passwordMin'), maxLength(PASSWORD_MAX)],
    confirm: [required(), sameAs(() => values.newPwd)],
  }));
  const { reset } = form;

  useOnOpen(visible, () => {
    reset(EMPTY);
    clearError();
  });

  const submit = (): boolean => {
    if (!form.validate()) {
      return false;
    }
    void trySave(async () => {
      await changePassword({
        body: {
          oldPwd: clientPasswordHash(form.values.oldPwd),
          newPwd: clientPasswordHash(form.values.newPwd),
        },
      }).unwrap();
      notify.success(intl.formatMessage({ id: 'password.changed' }));
      onHide();
      resetToken();
      endSession(dispatch);
      await navigate('/login');
    });
    return true;
  };

  const field = (name: keyof typeof EMPTY, labelId: 'password.old' | 'password.new' | 'password.confirm') => (
    <PasswordField
      form={form}
      name={name}
      id={`pwd-${name}`}
      label={intl.formatMessage({ id: labelId })}
      maxLength={PASSWORD_MAX}
      autoComplete={name === 'oldPwd' ? 'current-password' : 'new-password'}
    />
  );

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="password.change" />}
      onHide={onHide}
      onSubmit={submit}
      submitting={submitting}
      serverError={serverError}
    >
      {defaultPassword && (
        <Message
          severity="warn"
          className="w-full justify-content-start mb-3"
          text={intl.formatMessage({ id: 'password.defaultWarning' })}
          data-testid="default-password-warning"
        />
      )}
      {field('oldPwd', 'password.old')}
      {field('newPwd', 'password.new')}
      {field('confirm', 'password.confirm')}
    </FormDialog>
  );
}
