import { type ApiRoute } from './api-route';

/** Workbooks of the lists: the stock list, the diameter sheet and the fitted diameter sheet (spec §2, §7 downloads). */
export const SHEET_FILE_ROUTES = {} as const satisfies Record<string, ApiRoute>;
