import { type ApiRoute } from './api-route';

/** The diameter data detail of a sheet or a stock row: wood pieces, images, the detail workbook (spec §2 Diameter data detail). */
export const SHEET_DETAIL_ROUTES = {} as const satisfies Record<string, ApiRoute>;
