import { clientPasswordHash } from '@timber/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../shared/form/form-field';
import { PasswordField } from '../../shared/form/password-field';
import { useForm } from '../../shared/form/use-form';
import { check } from '../../shared/form/validators';
import { useCountdown } from '../../shared/hooks/use-countdown';
import { FormDialog, useFormSubmit, useOnOpen } from '../../shared/ui/form-dialog';
import { notify } from '../../shared/ui/notify';
import { useResetPasswordMutation, useSendResetCodeMutation, useSendResetMailMutation } from './auth.api';
import { PASSWORD_INPUT_MAX } from './login-rules';
import {
  CODE_MAX,
  EMAIL_MAX,
  emailRules,
  PHONE_MAX,
  phoneRules,
  RESEND_SECONDS,
  type ResetBy,
  resetRules,
} from './reset-rules';

const EMPTY = { by: 'phone', phone: '', email: '', code: '', password: '', confirm: '' };

/**
 * Forgot password (spec §5 Reset dialog): the phone and an SMS code, or (chosen, for tenants outside
 * mainland China) the account's e-mail address and a mailed code, with a 60 s resend countdown
 * after a successful send; the new password twice. The server's refusals (too soon, too many, the
 * provider refused) are shown as it words them.
 */
export function ResetPasswordDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const [sendCode, { isLoading: texting }] = useSendResetCodeMutation();
  const [sendMail, { isLoading: mailing }] = useSendResetMailMutation();
  const sending = texting || mailing;
  const [resetPassword, { isLoading: resetting }] = useResetPasswordMutation();
  const [secondsLeft, startCountdown] = useCountdown();
  // one message for both calls; the buttons show their own call's progress
  const { serverError, submit: tryCall, saveAndClose, clearError } = useFormSubmit();
  const form = useForm(EMPTY, (values) =>
    resetRules(
      () => values.password,
      () => values.by as ResetBy,
    ),
  );
  const { reset } = form;
  const by = form.values.by as ResetBy;

  useOnOpen(visible, () => {
    reset(EMPTY);
    clearError();
  });

  const send = async () => {
    form.blur(by);
    if (by === 'phone' ? check(form.values.phone, phoneRules) : check(form.values.email.trim(), emailRules)) {
      return;
    }
    await tryCall(async () => {
      if (by === 'phone') {
        await sendCode({ body: { phone: form.values.phone } }).unwrap();
      } else {
        await sendMail({ body: { email: form.values.email.trim() } }).unwrap();
      }
      notify.success(intl.formatMessage({ id: 'reset.codeSent' }));
      startCountdown(RESEND_SECONDS);
    });
  };

  const submit = (): boolean => {
    return saveAndClose(
      form.validate(),
      () =>
        resetPassword({
          body: {
            ...(by === 'phone' ? { phone: form.values.phone } : { email: form.values.email.trim() }),
            code: form.values.code.trim(),
            password: clientPasswordHash(form.values.password),
          },
        }).unwrap(),
      intl.formatMessage({ id: 'reset.succeeded' }),
      onHide,
    );
  };

  return (
    <FormDialog
      visible={visible}
      title={<FormattedMessage id="reset.title" />}
      onHide={onHide}
      onSubmit={submit}
      submitting={resetting}
      serverError={serverError}
    >
      <SelectButton
        className="reset-by mb-3"
        value={by}
        allowEmpty={false}
        options={[
          { label: intl.formatMessage({ id: 'reset.byPhone' }), value: 'phone' },
          { label: intl.formatMessage({ id: 'reset.byEmail' }), value: 'email' },
        ]}
        onChange={(event) => {
          form.set('by', event.value as ResetBy);
          clearError();
        }}
        data-testid="reset-by"
      />
      {by === 'phone' ? (
        <FormField
          id="reset-phone"
          label={intl.formatMessage({ id: 'reset.phone' })}
          required
          error={form.errors.phone}
        >
          <InputText
            id="reset-phone"
            value={form.values.phone}
            inputMode="tel"
            maxLength={PHONE_MAX}
            invalid={form.errors.phone !== undefined}
            onChange={(event) => form.set('phone', event.target.value.replace(/\D/g, ''))}
            onBlur={() => form.blur('phone')}
          />
        </FormField>
      ) : (
        <FormField
          id="reset-email"
          label={intl.formatMessage({ id: 'reset.email' })}
          required
          error={form.errors.email}
        >
          <InputText
            id="reset-email"
            value={form.values.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            invalid={form.errors.email !== undefined}
            onChange={(event) => form.set('email', event.target.value)}
            onBlur={() => form.blur('email')}
          />
        </FormField>
      )}
      <FormField
        id="reset-code"
        label={intl.formatMessage({ id: 'reset.code' })}
        required
        error={form.errors.code}
      >
        <div className="p-inputgroup">
          <InputText
            id="reset-code"
            value={form.values.code}
            maxLength={CODE_MAX}
            invalid={form.errors.code !== undefined}
            onChange={(event) => form.set('code', event.target.value)}
            onBlur={() => form.blur('code')}
          />
          <Button
            type="button"
            className="reset-send"
            loading={sending}
            disabled={secondsLeft > 0}
            onClick={() => void send()}
            label={
              secondsLeft > 0
                ? intl.formatMessage({ id: 'reset.resendIn' }, { seconds: secondsLeft })
                : intl.formatMessage({ id: 'reset.sendCode' })
            }
          />
        </div>
      </FormField>
      <PasswordField
        form={form}
        name="password"
        id="reset-password"
        label={intl.formatMessage({ id: 'reset.newPassword' })}
        maxLength={PASSWORD_INPUT_MAX}
      />
      <PasswordField
        form={form}
        name="confirm"
        id="reset-confirm"
        label={intl.formatMessage({ id: 'reset.confirmPassword' })}
        maxLength={PASSWORD_INPUT_MAX}
      />
    </FormDialog>
  );
}
