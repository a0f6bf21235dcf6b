import {
  changePasswordRequestSchema,
  customerCreatedSchema,
  customerCreateSchema,
  customerListQuerySchema,
  customerSchema,
  customerUpdateSchema,
  dashboardSummarySchema,
  idParamSchema,
  idsBodySchema,
  locationCreateSchema,
  locationListQuerySchema,
  locationSchema,
  locationUpdateSchema,
  loginRequestSchema,
  loginResponseSchema,
  operationLogQuerySchema,
  operationLogRecordSchema,
  pageResultSchema,
  permissionNodeSchema,
  resetPasswordRequestSchema,
  sendResetCodeRequestSchema,
  userInfoSchema,
  woodKindCreateSchema,
  woodKindListQuerySchema,
  woodKindSchema,
  woodKindUpdateSchema,
} from '@timber/contracts';
import { z } from 'zod';

export type Upstream = 'identity' | 'inventory';

/**
 * One route of the web app's API. The same entry gives the BFF its handler's path, method,
 * login and permission rule and body validation, and the OpenAPI document its description,
 * so the two cannot drift.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** path under /api; `:id` for a uuid parameter */
  path: string;
  summary: string;
  tag: string;
  upstream: Upstream;
  /** no login needed */
  public?: boolean;
  /** permission key the caller must hold (spec §6) */
  permission?: string;
  body?: z.ZodType;
  params?: z.ZodType;
  data: z.ZodType;
  /** longer than the default upstream timeout (spec §7: confirm 60 s) */
  timeoutMs?: number;
}

const idData = z.object({ id: z.uuid() });

/**
 * Every route of /api. Paths are spec §7's where it gives them; where it says "path not shown",
 * the chosen names are marked (chosen) and follow the same service prefix.
 */
export const ROUTES = {
  login: {
    method: 'POST',
    path: '/sys/user/login',
    summary: 'Log in with account and client-hashed password',
    tag: 'auth',
    upstream: 'identity',
    public: true,
    body: loginRequestSchema,
    data: loginResponseSchema,
  },
  sendResetCode: {
    method: 'POST',
    path: '/sys/sms/findPwd',
    summary: 'Text a password-reset code to the phone (same answer whether an account uses it or not)',
    tag: 'auth',
    upstream: 'identity',
    public: true,
    body: sendResetCodeRequestSchema,
    data: z.null(),
  },
  resetPassword: {
    method: 'POST',
    path: '/sys/user/resetPwd',
    summary: '(chosen) Set a new password with the texted code; ends every login of the account',
    tag: 'auth',
    upstream: 'identity',
    public: true,
    body: resetPasswordRequestSchema,
    data: z.null(),
  },
  userInfo: {
    method: 'GET',
    path: '/sys/user/info',
    summary: 'The logged-in user: resources, tenant, overdue flag',
    tag: 'auth',
    upstream: 'identity',
    data: userInfoSchema,
  },
  logout: {
    method: 'GET',
    path: '/sys/user/logout',
    summary: 'End this login',
    tag: 'auth',
    upstream: 'identity',
    data: z.null(),
  },
  changePassword: {
    method: 'PUT',
    path: '/sys/user/pwd',
    summary: 'Change the own password; ends every login of the user',
    tag: 'auth',
    upstream: 'identity',
    body: changePasswordRequestSchema,
    data: z.null(),
  },
  permissionTree: {
    method: 'POST',
    path: '/sys/res/list',
    summary: 'The permission tree (route and button keys)',
    tag: 'auth',
    upstream: 'identity',
    data: z.array(permissionNodeSchema),
  },
  operationLog: {
    method: 'POST',
    path: '/sys/logs',
    summary: 'Operation log, newest first',
    tag: 'accounts',
    upstream: 'identity',
    permission: 'system/role',
    body: operationLogQuerySchema,
    data: pageResultSchema(operationLogRecordSchema),
  },
  dashboardSummary: {
    method: 'POST',
    path: '/statistics/summary',
    summary: "(chosen) Today's dashboard figures",
    tag: 'statistics',
    upstream: 'inventory',
    data: dashboardSummarySchema,
  },
  woodKindList: {
    method: 'POST',
    path: '/wk/pageData',
    summary: 'Wood kinds: filter by name and creation days, paged',
    tag: 'wood-kinds',
    upstream: 'inventory',
    permission: 'info/woodType',
    body: woodKindListQuerySchema,
    data: pageResultSchema(woodKindSchema),
  },
  woodKindCreate: {
    method: 'POST',
    path: '/wk/save',
    summary: 'Add a wood kind',
    tag: 'wood-kinds',
    upstream: 'inventory',
    permission: 'info/woodType',
    body: woodKindCreateSchema,
    data: idData,
  },
  woodKindUpdate: {
    method: 'POST',
    path: '/wk/update',
    summary: 'Edit a wood kind',
    tag: 'wood-kinds',
    upstream: 'inventory',
    permission: 'info/woodType',
    body: woodKindUpdateSchema,
    data: z.null(),
  },
  woodKindDelete: {
    method: 'POST',
    path: '/wk/del/:id',
    summary: 'Delete one wood kind',
    tag: 'wood-kinds',
    upstream: 'inventory',
    permission: 'info/woodType',
    params: idParamSchema,
    data: z.null(),
  },
  woodKindDeleteSelected: {
    method: 'POST',
    path: '/wk/delete',
    summary: '(chosen) Delete the selected wood kinds, all or none',
    tag: 'wood-kinds',
    upstream: 'inventory',
    permission: 'info/woodType',
    body: idsBodySchema,
    data: z.null(),
  },
  customerList: {
    method: 'POST',
    path: '/cus/pageData',
    summary: 'Customers: filter by name and creation days, paged',
    tag: 'customers',
    upstream: 'inventory',
    permission: 'info/customer',
    body: customerListQuerySchema,
    data: pageResultSchema(customerSchema),
  },
  customerCreate: {
    method: 'POST',
    path: '/cus/save',
    summary: 'Add a customer; the server gives the next customer number (C0001, ...)',
    tag: 'customers',
    upstream: 'inventory',
    permission: 'info/customer',
    body: customerCreateSchema,
    data: customerCreatedSchema,
  },
  customerUpdate: {
    method: 'POST',
    path: '/cus/update',
    summary: 'Edit a customer; the customer number is locked',
    tag: 'customers',
    upstream: 'inventory',
    permission: 'info/customer',
    body: customerUpdateSchema,
    data: z.null(),
  },
  customerDelete: {
    method: 'POST',
    path: '/cus/del/:id',
    summary: 'Delete one customer',
    tag: 'customers',
    upstream: 'inventory',
    permission: 'info/customer',
    params: idParamSchema,
    data: z.null(),
  },
  customerDeleteSelected: {
    method: 'POST',
    path: '/cus/delete',
    summary: '(chosen) Delete the selected customers, all or none',
    tag: 'customers',
    upstream: 'inventory',
    permission: 'info/customer',
    body: idsBodySchema,
    data: z.null(),
  },
  locationList: {
    method: 'POST',
    path: '/location/pageData',
    summary: 'Warehouse locations: filter by name and creation days, paged',
    tag: 'locations',
    upstream: 'inventory',
    permission: 'info/warehouse',
    body: locationListQuerySchema,
    data: pageResultSchema(locationSchema),
  },
  locationCreate: {
    method: 'POST',
    path: '/location/save',
    summary: 'Add a warehouse location',
    tag: 'locations',
    upstream: 'inventory',
    permission: 'info/warehouse',
    body: locationCreateSchema,
    data: idData,
  },
  locationUpdate: {
    method: 'POST',
    path: '/location/update',
    summary: 'Edit a warehouse location',
    tag: 'locations',
    upstream: 'inventory',
    permission: 'info/warehouse',
    body: locationUpdateSchema,
    data: z.null(),
  },
  locationDelete: {
    method: 'POST',
    path: '/location/del/:id',
    summary: 'Delete one warehouse location',
    tag: 'locations',
    upstream: 'inventory',
    permission: 'info/warehouse',
    params: idParamSchema,
    data: z.null(),
  },
  locationDeleteSelected: {
    method: 'POST',
    path: '/location/delete',
    summary: '(chosen) Delete the selected warehouse locations, all or none',
    tag: 'locations',
    upstream: 'inventory',
    permission: 'info/warehouse',
    body: idsBodySchema,
    data: z.null(),
  },
} as const satisfies Record<string, ApiRoute>;

export type RouteId = keyof typeof ROUTES;
