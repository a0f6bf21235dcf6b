import { CHECK_CODE_DIGITS, type CheckCode, clientPasswordHash, type TrialOffered } from '@timber/contracts';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiFailure } from '../../api/envelope';
import { postEnvelope } from '../../api/post-envelope';
import logo from '../../logo.svg';
import { setToken } from '../../shared/auth/token';
import { FormField } from '../../shared/form/form-field';
import { useForm } from '../../shared/form/use-form';
import { type FieldError } from '../../shared/form/validators';
import { CheckCodePicture } from '../../shared/ui/check-code-picture';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { lazyOnOpen } from '../../shared/ui/lazy-on-open';
import { LightButton } from '../../shared/ui/light-button';
import { type LoginApiResponse } from './auth.api';
import { loginRules, PASSWORD_INPUT_MAX, USERNAME_INPUT_MAX } from './login-rules';

const ResetPasswordDialog = lazyOnOpen(() =>
  import('./reset-password-entry').then((m) => m.ResetPasswordEntry),
);

/**
 * (issue 34) The server asks for a check code (400107) when the account saw many failed logins
 * lately and this address has not signed in to it lately; a wrong or used one is 400108.
 */
const CHECK_CODE_ASKED = [400107, 400108];

/** What a successful login answers: the access token and whether the password is the default one. */
export type SignedIn = LoginApiResponse['data'];

/**
 * Login (spec §2 Login, §5): account and password, forgot password, free trial; a picture check
 * code when the server asks for one (issue 34: a click on it brings another). The free trial link
 * shows only when the server offers one (identity's TRIAL_ACCOUNT) and signs in as that shared
 * account without a password (POST /sys/user/trial). Signs in with
 * fetch alone and hands the session on, so the same screen serves the app's /login route and the
 * light first screen that loads no store or router (main.tsx, issue 22).
 */
export function LoginScreen({ onSignedIn }: { onSignedIn: (session: SignedIn) => Promise<void> | void }) {
  const intl = useIntl();
  const [isLoading, setLoading] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const form = useForm({ username: '', password: '' }, loginRules);
  /** the picture the server asked to be typed back, and what was typed */
  const [checkCode, setCheckCode] = useState<CheckCode | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<FieldError | undefined>(undefined);
  /** whether the server offers the free trial: asked once, hidden until it says so */
  const [trialOffered, setTrialOffered] = useState(false);

  const newCheckCode = useCallback(() => {
    setTyped('');
    postEnvelope<CheckCode>('/api/sys/user/checkCode', {}).then(
      ({ data }) => setCheckCode(data),
      () => undefined, // postEnvelope has shown the server's message
    );
  }, []);

  useEffect(() => {
    postEnvelope<TrialOffered | null>('/api/sys/user/trialOffered', {}).then(
      ({ data }) => setTrialOffered(data?.offered === true),
      () => undefined, // postEnvelope has shown the server's message; no link then
    );
  }, []);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'login.title' })} - ${intl.formatMessage({ id: 'app.title' })}`;
  }, [intl]);

  /**
   * Signs in with the account and password (`login`) or as the shared free-trial account (`trial`,
   * POST /sys/user/trial: no password), then on to the app.
   */
  const signIn = async (path: 'login' | 'trial', body: object) => {
    setLoading(true);
    let session: SignedIn;
    try {
      ({ data: session } = await postEnvelope<SignedIn>(`/api/sys/user/${path}`, body));
    } catch (failure) {
      // postEnvelope has shown the server's message (wrong account or password, no trial offered
      // now...); a check code is good once: a new picture when one was asked for or used
      if (checkCode || (failure instanceof ApiFailure && CHECK_CODE_ASKED.includes(failure.code))) {
        newCheckCode();
      }
      setLoading(false);
      return;
    }
    setToken(session.accessToken);
    await onSignedIn(session);
  };

  const logIn = (username: string, password: string) =>
    signIn('login', {
      username,
      password: clientPasswordHash(password),
      ...(checkCode ? { captchaId: checkCode.challengeId, captcha: typed } : {}),
    });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const username = form.values.username.trim();
    const codeTyped = !checkCode || new RegExp(`^\\d{${CHECK_CODE_DIGITS}}$`).test(typed);
    setTypedError(codeTyped ? undefined : { id: 'login.checkCodeDigits' });
    if (form.validate({ username }) && codeTyped) {
      void logIn(username, form.values.password);
    }
  };

  // the page's one landmark (issue 41): everything on it is inside <main>
  return (
    <main className="login-page">
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
          <span className="login-username">
            <i className="pi pi-user" aria-hidden />
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
          </span>
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
        {checkCode && (
          <FormField id="check-code" label={intl.formatMessage({ id: 'login.checkCode' })} error={typedError}>
            <span className="flex align-items-center gap-2">
              <InputText
                id="check-code"
                name="check-code"
                autoComplete="off"
                inputMode="numeric"
                value={typed}
                maxLength={CHECK_CODE_DIGITS}
                placeholder={intl.formatMessage({ id: 'login.checkCodeDigits' })}
                invalid={typedError !== undefined}
                onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
                data-testid="login-check-code"
              />
              <button
                type="button"
                className="link-button p-0"
                title={intl.formatMessage({ id: 'login.checkCodePicture' })}
                onClick={newCheckCode}
                data-testid="login-check-code-refresh"
              >
                <CheckCodePicture
                  code={checkCode}
                  alt={intl.formatMessage({ id: 'login.checkCodePicture' })}
                  testId="login-check-code-image"
                />
              </button>
            </span>
          </FormField>
        )}
        <LightButton
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
          {trialOffered && (
            <button
              type="button"
              className="link-button"
              disabled={isLoading}
              onClick={() => void signIn('trial', {})}
              data-testid="free-trial"
            >
              <FormattedMessage id="login.freeTrial" />
            </button>
          )}
        </div>
      </form>
      <ResetPasswordDialog visible={resetOpen} onHide={() => setResetOpen(false)} />
    </main>
  );
}
