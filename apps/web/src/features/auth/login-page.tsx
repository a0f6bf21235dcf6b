import { clientPasswordHash } from '@timber/contracts';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLoginMutation } from '../../api/api';
import { afterLoginPath } from '../../app/access';
import logo from '../../logo.svg';
import { setToken } from '../../shared/auth/token';
import { FormField } from '../../shared/form/form-field';
import { useForm } from '../../shared/form/use-form';
import { GuardedButton } from '../../shared/ui/guarded-button';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { lazyOnOpen } from '../../shared/ui/lazy-on-open';
import { useAppDispatch } from '../../store/hooks';
import { startSession } from '../../store/store';
import { loginRules, PASSWORD_INPUT_MAX, USERNAME_INPUT_MAX } from './login-rules';

const ResetPasswordDialog = lazyOnOpen(() =>
  import('./reset-password-dialog').then((m) => m.ResetPasswordDialog),
);

const TRIAL_USERNAME = import.meta.env.VITE_TRIAL_USERNAME ?? '';
const TRIAL_PASSWORD = import.meta.env.VITE_TRIAL_PASSWORD ?? '';

/** Login (spec §2 Login, §5): account and password, forgot password, free trial. */
export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm({ username: '', password: '' }, loginRules);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'login.title' })} - ${intl.formatMessage({ id: 'app.title' })}`;
  }, [intl]);

  const logIn = async (username: string, password: string) => {
    try {
      const { data } = await login({ body: { username, password: clientPasswordHash(password) } }).unwrap();
      setToken(data.accessToken);
      startSession(dispatch, data.accessToken, data.defaultPassword);
      await navigate(afterLoginPath(searchParams.get('redirect'), data.defaultPassword), { replace: true });
    } catch {
      // The API layer has shown the server's message (wrong account or password, ...).
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const username = form.values.username.trim();
    if (form.validate({ username })) {
      void logIn(username, form.values.password);
    }
  };

  return (
    <div className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <form className="login-card card p-fluid" onSubmit={submit} noValidate data-testid="login-form">
        <div className="flex align-items-center gap-2 mb-4">
          <img src={logo} alt="" width={40} height={40} />
          <h1 className="m-0 text-2xl">
            <FormattedMessage id="login.title" />
          </h1>
        </div>
        <FormField
          id="username"
          label={intl.formatMessage({ id: 'login.username' })}
          error={form.errors.username}
        >
          <IconField iconPosition="left">
            <InputIcon className="pi pi-user" />
            <InputText
              id="username"
              name="username"
              autoComplete="username"
              autoFocus
              value={form.values.username}
              maxLength={USERNAME_INPUT_MAX}
              placeholder={intl.formatMessage({ id: 'login.username' })}
              invalid={form.errors.username !== undefined}
              onChange={(event) => form.set('username', event.target.value)}
              onBlur={() => {
                form.set('username', form.values.username.trim());
                form.blur('username');
              }}
            />
          </IconField>
        </FormField>
        <FormField
          id="password"
          label={intl.formatMessage({ id: 'login.password' })}
          error={form.errors.password}
        >
          <Password
            inputId="password"
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            maxLength={PASSWORD_INPUT_MAX}
            placeholder={intl.formatMessage({ id: 'login.password' })}
            feedback={false}
            toggleMask
            invalid={form.errors.password !== undefined}
            onChange={(event) => form.set('password', event.target.value)}
            onBlur={() => form.blur('password')}
          />
        </FormField>
        <GuardedButton
          type="submit"
          label={intl.formatMessage({ id: 'login.submit' })}
          loading={isLoading}
          className="mt-2"
          data-testid="login-submit"
        />
        <div className="flex justify-content-between mt-3">
          <button
            type="button"
            className="link-button"
            onClick={() => setResetOpen(true)}
            data-testid="forgot-password"
          >
            <FormattedMessage id="login.forgot" />
          </button>
          {TRIAL_USERNAME && TRIAL_PASSWORD && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                form.reset({ username: TRIAL_USERNAME, password: TRIAL_PASSWORD });
                void logIn(TRIAL_USERNAME, TRIAL_PASSWORD);
              }}
            >
              <FormattedMessage id="login.freeTrial" />
            </button>
          )}
        </div>
      </form>
      <ResetPasswordDialog visible={resetOpen} onHide={() => setResetOpen(false)} />
    </div>
  );
}
