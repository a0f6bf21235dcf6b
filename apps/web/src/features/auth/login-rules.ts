import { ACCOUNT_NAME, matches, minLength, required } from '../../shared/form/validators';

/** Login (spec §5): account 4 to 16 letters or digits (input max 11), password at least 6 (input max 10). */
export const USERNAME_INPUT_MAX = 11;
export const PASSWORD_INPUT_MAX = 10;
export const PASSWORD_MIN = 6;

export const loginRules = {
  username: [required('login.usernameRequired'), matches(ACCOUNT_NAME, 'validation.accountName')],
  password: [required('login.passwordRequired'), minLength(PASSWORD_MIN, 'validation.passwordMin')],
};
