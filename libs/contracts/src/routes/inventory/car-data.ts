import { carDataQuerySchema, carDataRowSchema, carDiameterCategoryQuerySchema } from '../../api/car-data';
import { pageResultSchema } from '../../api/common';
import { diameterCategorySchema } from '../../api/sheets';
import { type ApiRoute } from '../api-route';

/** §2 truck and container data (/stock/containerData) and its diameter table (detail type carData). */
export const CAR_DATA_ROUTES = {
  carDataList: {
    method: 'POST',
    path: '/stock/carData/page',
    summary:
      '(chosen) Confirmed stock-in (flag 1) or stock-out (flag 2) sheets grouped by transport number, with their totals, paged, newest truck first',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/containerData',
    body: carDataQuerySchema,
    data: pageResultSchema(carDataRowSchema),
  },
  carDiameterCategory: {
    method: 'POST',
    path: '/stock/carData/getDiaCategory',
    summary:
      '(chosen) The logs of a truck’s confirmed sheets (ids, flag) by diameter class and length, all under one standard',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/containerData',
    body: carDiameterCategoryQuerySchema,
    data: diameterCategorySchema,
  },
} as const satisfies Record<string, ApiRoute>;
