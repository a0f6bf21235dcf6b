import Cookies from 'js-cookie';

/** The cookie holding the access token (spec §2 Access). */
export const TOKEN_COOKIE = 'Business-Token';

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax' });
}

export function resetToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
