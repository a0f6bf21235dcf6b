import { z } from 'zod';
import { idParamSchema, pageResultSchema } from '../../api/common';
import {
  stockAgeAlarmListQuerySchema,
  stockAgeAlarmSchema,
  stockAgeRuleListQuerySchema,
  stockAgeRuleSaveSchema,
  stockAgeRuleSchema,
} from '../../api/stock-age';
import { type ApiRoute } from '../api-route';

/** The stock-age warning reads and sets rules on the stock: whoever sees the stock list. */
const STOCK = 'stock/list';

/** §2 Dashboard stock-age warning panel; §7 /invalarm/page, /invalarm/save, /invalarm/delete/{id}. */
export const STOCK_AGE_ROUTES = {
  stockAgeRuleList: {
    method: 'POST',
    path: '/invalarm/page',
    summary: 'Stock-age rules, newest first, each with how many stock rows it fires for now',
    tag: 'stock-age',
    upstream: 'inventory',
    permission: STOCK,
    body: stockAgeRuleListQuerySchema,
    data: pageResultSchema(stockAgeRuleSchema),
  },
  stockAgeRuleCreate: {
    method: 'POST',
    path: '/invalarm/save',
    summary:
      'Add a stock-age rule {minimum, months}: warn when a stock row holds at least `minimum` logs in stock for `months` months or longer; the stock rows it fires for raise inventory.stock-age.alarmed',
    tag: 'stock-age',
    upstream: 'inventory',
    permission: STOCK,
    body: stockAgeRuleSaveSchema,
    data: z.object({ id: z.uuid(), firing: z.number().int() }),
  },
  stockAgeRuleDelete: {
    method: 'POST',
    path: '/invalarm/delete/:id',
    summary: 'Delete a stock-age rule (its warnings go with it)',
    tag: 'stock-age',
    upstream: 'inventory',
    permission: STOCK,
    params: idParamSchema,
    data: z.null(),
  },
  stockAgeAlarmList: {
    method: 'POST',
    path: '/invalarm/stock',
    summary:
      '(chosen) The dashboard’s stock-age panel: the stock rows over a rule’s age (location, wood kind, aged logs and m3, oldest day), most aged first, paged',
    tag: 'stock-age',
    upstream: 'inventory',
    permission: STOCK,
    body: stockAgeAlarmListQuerySchema,
    data: pageResultSchema(stockAgeAlarmSchema),
  },
} as const satisfies Record<string, ApiRoute>;
