/**
 * (chosen, issue 34) a check code is 4 digits (as the H5 page's, §9), good once for 5 minutes. Apart
 * from the schemas of auth.ts, so the login page reads them without loading zod (issue 22's /login
 * target).
 */
export const CHECK_CODE_DIGITS = 4;
export const CHECK_CODE_TTL_SECONDS = 300;
