/** The cookie the web app keeps its access token in (spec §2 Access; apps/web shared/auth/token). */
export const TOKEN_COOKIE = 'Business-Token';
