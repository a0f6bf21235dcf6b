import {
  check,
  EMAIL,
  matches,
  maxLength,
  minLength,
  MOBILE_PHONE,
  required,
  sameAs,
} from '../../shared/form/validators';
import { PASSWORD_MIN } from './login-rules';

// The reset dialog's rules, apart from the login's: the dialog is fetched when it opens, and its
// rules with it, not with the login page's first screen (its 120 KB budget).

/** Reset dialog (spec §5): code max 6, phone max 11; the resend countdown is 60 s (spec §9). */
export const CODE_MAX = 6;
export const PHONE_MAX = 11;
export const RESEND_SECONDS = 60;
/** the longest e-mail address (the server's limit too) */
export const EMAIL_MAX = 254;
/** How the code comes: texted to the phone, or mailed (tenants outside mainland China). */
export type ResetBy = 'phone' | 'email';

export const phoneRules = [required('reset.phoneRequired'), matches(MOBILE_PHONE, 'validation.phone')];

export const emailRules = [required('reset.emailRequired'), matches(EMAIL, 'validation.email')];

export const resetRules = (newPassword: () => string, by: () => ResetBy) => ({
  by: [],
  phone: [(value: string) => (by() === 'phone' ? check(value, phoneRules) : null)],
  email: [(value: string) => (by() === 'email' ? check(value.trim(), emailRules) : null)],
  code: [required('reset.codeRequired'), maxLength(CODE_MAX)],
  password: [required('reset.passwordRequired'), minLength(PASSWORD_MIN, 'validation.passwordMin')],
  confirm: [required('reset.confirmRequired'), sameAs(newPassword)],
});
