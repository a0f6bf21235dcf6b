import { useEffect } from 'react';

/** Where the window opened for a third-party login keeps what it was sent. */
export const AUTH_REDIRECT_KEY = 'x-admin-oauth-code';

/** /auth-redirect stores its query string in local storage and closes the window (spec §2 Access). */
export default function AuthRedirect() {
  useEffect(() => {
    localStorage.setItem(AUTH_REDIRECT_KEY, window.location.search.replace(/^\?/, ''));
    window.close();
  }, []);
  return null;
}
