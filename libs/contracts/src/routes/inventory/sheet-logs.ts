import { z } from 'zod';
import {
  abnormalLogSchema,
  diameterRowSchema,
  diameterRowsQuerySchema,
  modifiedSheetSchema,
  modifyDiametersSchema,
  stockInAbnormalQuerySchema,
  stockOutAbnormalQuerySchema,
} from '../../api/sheet-logs';
import { type ApiRoute } from '../api-route';

/** The logs of a pending sheet: the abnormal wood list and the diameter edit (spec §2 Diameter edit, §4 confirm). */
export const SHEET_LOG_ROUTES = {
  stockInAbnormalList: {
    method: 'POST',
    path: '/stockIn/d/abnormal',
    summary: "(chosen) The stock-in sheet's abnormal logs (§7 by stockInHId): device, picture, readings",
    tag: 'sheets',
    upstream: 'inventory',
    permission: 'stock/entry',
    body: stockInAbnormalQuerySchema,
    data: z.array(abnormalLogSchema),
  },
  stockOutAbnormalList: {
    method: 'POST',
    path: '/stockOut/d/abnormal',
    summary: "(chosen) The stock-out sheet's abnormal logs (§7 by stockOutHId): device, picture, readings",
    tag: 'sheets',
    upstream: 'inventory',
    permission: 'stock/deliver',
    body: stockOutAbnormalQuerySchema,
    data: z.array(abnormalLogSchema),
  },
  stockInDiameterRowList: {
    method: 'POST',
    path: '/stockIn/d/diameters',
    summary:
      '(chosen) The stock-in sheet by diameter class and length with the log ids of each row (abnormal logs left out)',
    tag: 'sheets',
    upstream: 'inventory',
    permission: 'stock/entry',
    body: diameterRowsQuerySchema,
    data: z.array(diameterRowSchema),
  },
  stockOutDiameterRowList: {
    method: 'POST',
    path: '/stockOut/d/diameters',
    summary:
      '(chosen) The stock-out sheet by diameter class and length with the log ids of each row (abnormal logs left out)',
    tag: 'sheets',
    upstream: 'inventory',
    permission: 'stock/deliver',
    body: diameterRowsQuerySchema,
    data: z.array(diameterRowSchema),
  },
  stockInModifyDiameters: {
    method: 'POST',
    path: '/stockIn/h/modifyDia',
    summary:
      '(chosen) Edit the diameters of a pending stock-in sheet (flag 1): remove logs (removeIds) and add manual ones (newData)',
    tag: 'sheets',
    upstream: 'inventory',
    permission: 'stock/entry',
    body: modifyDiametersSchema,
    data: modifiedSheetSchema,
  },
  stockOutModifyDiameters: {
    method: 'POST',
    path: '/stockOut/modifyDia',
    summary:
      '(chosen) Edit the diameters of a pending stock-out sheet (flag 2): remove logs (removeIds) and add manual ones (newData)',
    tag: 'sheets',
    upstream: 'inventory',
    permission: 'stock/deliver',
    body: modifyDiametersSchema,
    data: modifiedSheetSchema,
  },
} as const satisfies Record<string, ApiRoute>;
