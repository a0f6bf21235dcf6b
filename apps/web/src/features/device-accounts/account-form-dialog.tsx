import { type WebMessageId } from '@timber/i18n';
import { InputText } from 'primereact/inputtext';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { PasswordField } from '../../shared/form/password-field';
import { digitsOnly } from '../../shared/form/sanitize';
import { useForm } from '../../shared/form/use-form';
import { FormDialog, useRowForm } from '../../shared/ui/form-dialog';
import {
  type AccountField,
  accountRules,
  type AccountValues,
  EMPTY_ACCOUNT,
  PASSWORD_MAX,
  PHONE_MAX,
  REAL_NAME_MAX,
  USERNAME_MAX,
} from './account-rules';
import { type Account } from './device-accounts.api';

interface AccountFormDialogProps {
  /** Prefix of the inputs' ids: `${idPrefix}-username`, ... */
  idPrefix: string;
  titles: { add: WebMessageId; edit: WebMessageId };
  visible: boolean;
  editing: Account | null;
  onHide: () => void;
  /** Creates or updates through the server; rejects with the server's error. */
  save: (values: AccountValues, editing: Account | null) => Promise<unknown>;
}

const valuesOf = (row: Account | null): AccountValues =>
  row
    ? { ...EMPTY_ACCOUNT, username: row.username, realName: row.realName, phone: row.phone }
    : EMPTY_ACCOUNT;

/**
 * Add or edit a device user or an app user (§5 App user form): password and confirmation required
 * on add, optional on edit, equal; a refused save shows the server's message and keeps the dialog
 * open (§8).
 */
export function AccountFormDialog({
  idPrefix,
  titles,
  visible,
  editing,
  onHide,
  save,
}: AccountFormDialogProps) {
  const intl = useIntl();
  const form = useForm<AccountField>(EMPTY_ACCOUNT, (values) => accountRules(values, editing !== null));
  const { submitting, serverError, submit } = useRowForm({
    form,
    visible,
    editing,
    valuesOf: valuesOf,
    trim: (values) => ({
      username: values.username.trim(),
      realName: values.realName.trim(),
      phone: values.phone.trim(),
    }),
    save: save,
    onHide,
  });

  const id = (field: AccountField) => `${idPrefix}-${field}`;
  const text = (field: 'username' | 'realName' | 'phone', maxLength: number, labelId: WebMessageId) => (
    <FormField id={id(field)} label={intl.formatMessage({ id: labelId })} required error={form.errors[field]}>
      <InputText
        id={id(field)}
        value={form.values[field]}
        maxLength={maxLength}
        autoFocus={field === 'username'}
        autoComplete="off"
        inputMode={field === 'phone' ? 'tel' : undefined}
        invalid={form.errors[field] !== undefined}
        aria-describedby={form.errors[field] ? `${id(field)}-error` : undefined}
        onChange={(event) =>
          form.set(field, field === 'phone' ? digitsOnly(event.target.value, PHONE_MAX) : event.target.value)
        }
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );
  const password = (field: 'password' | 'confirm', labelId: WebMessageId) => (
    <PasswordField
      form={form}
      name={field}
      id={id(field)}
      label={intl.formatMessage({ id: labelId })}
      required={editing === null}
      maxLength={PASSWORD_MAX}
    />
  );

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id={editing ? titles.edit : titles.add} />}
      onHide={onHide}
      onSubmit={submit}
      submitting={submitting}
      serverError={serverError}
    >
      {text('username', USERNAME_MAX, 'account.username')}
      {text('realName', REAL_NAME_MAX, 'account.realName')}
      {text('phone', PHONE_MAX, 'account.phone')}
      {editing && (
        <p className="text-color-secondary text-sm mt-0" data-testid={`${idPrefix}-password-hint`}>
          <FormattedMessage id="account.passwordKeepHint" />
        </p>
      )}
      {password('password', 'account.password')}
      {password('confirm', 'account.confirm')}
    </FormDialog>
  );
}
