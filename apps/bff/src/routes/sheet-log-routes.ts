import { type ApiRoute } from './api-route';

/** The logs of a pending sheet: the abnormal wood list and the diameter edit (spec §2 Diameter edit, §4 confirm). */
export const SHEET_LOG_ROUTES = {} as const satisfies Record<string, ApiRoute>;
