/**
 * Whether the signed-in password is still the default one (spec §5), kept for the tab's life so a
 * reload still warns; read by the session's initial state, written on every change of it and by
 * the login page's first screen, which signs in before the store exists.
 */
const DEFAULT_PASSWORD_KEY = 'timber.defaultPassword';

export const storedDefaultPassword = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(DEFAULT_PASSWORD_KEY) === '1';

export function storeDefaultPassword(defaultPassword: boolean): void {
  if (defaultPassword) {
    sessionStorage.setItem(DEFAULT_PASSWORD_KEY, '1');
  } else {
    sessionStorage.removeItem(DEFAULT_PASSWORD_KEY);
  }
}
