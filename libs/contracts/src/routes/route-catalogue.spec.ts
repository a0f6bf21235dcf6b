import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { isListQuerySchema, isPageResultSchema, isQuerySchema } from '../api/common';
import { type ApiRoute } from './api-route';
import { type RouteId, ROUTES } from './route-catalogue';

const routes: [string, ApiRoute][] = Object.entries(ROUTES);
const key = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A §7 path no route serves (none now: each would need a decision record in docs/decisions/). */
const NOT_SERVED = null;

/**
 * Every call spec §7 names by its path (or by name under a named prefix: `/cutting/record/…`,
 * `/app/sawbench/…`), each with the id of the route that serves it under that name; the calls whose
 * path §7 does not show are not here. Every one is served: the last, the handwritten sheet's reading
 * (`/cmw/handwriting/{type}`), since issue 40 (docs/decisions/0004 says how it came to be).
 */
const SPEC_CALLS: Readonly<Record<string, RouteId | typeof NOT_SERVED>> = {
  // Auth and account
  'POST /sys/user/login': 'login',
  'GET /sys/user/info': 'userInfo',
  'GET /sys/user/logout': 'logout',
  'PUT /sys/user/pwd': 'changePassword',
  'POST /sys/sms/findPwd': 'sendResetCode',
  'POST /sys/res/list': 'permissionTree',
  'POST /cmw/standard': 'standardOptionList',
  'POST /sys/users': 'systemUserList',
  'POST /sys/logs': 'operationLog',
  'POST /sys/perm/list': 'permissionGroupList',
  'GET /sys/user/account': 'tenantAccount',
  'POST /sys/updatePwd': 'updatePassword',
  'POST /sys/user': 'systemUserCreate',
  'PUT /sys/user': 'systemUserUpdate',
  'DELETE /sys/user/:id': 'systemUserDelete',
  'POST /sys/perm/save': 'permissionGroupSave',
  'POST /sys/perm/delete/:id': 'permissionGroupDelete',
  // Ledger and money
  'POST /ledger/pageUnInv': 'ledgerUninvoicedList',
  'POST /ledger/page': 'ledgerList',
  'POST /ledger/month/page': 'ledgerMonthList',
  'POST /ledger/statistics': 'ledgerStatisticsSummary',
  'POST /ledger/downloadExcel': 'ledgerExport',
  'POST /invRecord/apply': 'invoiceApply',
  'POST /zfPay/payment': 'rechargeCreate',
  'POST /zfPay/feedback/:id': 'rechargeFeedback',
  'POST /deposit/list': 'depositList',
  'POST /bank/account/get': 'bankAccountList',
  // Stock and counting
  'POST /stock/downloadExcel': 'stockExport',
  'POST /stock/pageSpu': 'stockList',
  'POST /stock/d/pageData': 'stockWoodPieceList',
  'POST /stock/d/getDiaCategory/:id': 'stockDiameterCategory',
  'POST /stock/transfer/:id': 'stockTransfer',
  'POST /stock/pageOutOfStock': 'stockOutOfStockList',
  'POST /stockIn/h/pageSpu': 'stockInList',
  'POST /stockIn/d/pageDetail': 'stockInWoodPieceList',
  'POST /stockIn/d/getDiaCategory': 'stockInDiameterCategory',
  'POST /stockIn/d/getPrintData': 'stockInPrintData',
  'POST /stockIn/h/changeCus': 'stockInChangeCustomer',
  'POST /stockIn/h/confirm/:id': 'stockInConfirm',
  'POST /stockIn/h/delete/:id': 'stockInDisable',
  'POST /stockOut/pageData': 'stockOutList',
  'POST /stockOut/d/pageDetail': 'stockOutWoodPieceList',
  'POST /stockOut/d/getDiaCategory': 'stockOutDiameterCategory',
  'POST /stockOut/changeCus': 'stockOutChangeCustomer',
  'POST /stockOut/confirm/:id': 'stockOutConfirm',
  'POST /stockOut/delete/:id': 'stockOutDisable',
  'POST /stockIn/h/changeTransportNum': 'stockInChangeTransport',
  'POST /stockOut/changeTransportNum': 'stockOutChangeTransport',
  'POST /stockIn/h/changeKind': 'stockInChangeKind',
  'POST /stockOut/changeKind': 'stockOutChangeKind',
  'POST /stockIn/h/changeLoc': 'stockInChangeLocation',
  'POST /stockOut/changeLoc': 'stockOutChangeLocation',
  'POST /stockIn/h/downloadExcel': 'stockInExport',
  'POST /stockIn/h/downloadDia': 'stockInDiameterExport',
  'POST /stockIn/h/downloadFittedDia': 'stockInFittedExport',
  'POST /stockOut/downloadExcel': 'stockOutExport',
  'POST /stockOut/downloadDia': 'stockOutDiameterExport',
  'POST /stockOut/downloadFittedDia': 'stockOutFittedExport',
  'POST /stock/d/downloadExcel': 'stockDetailExport',
  'POST /stockIn/d/downloadExcel': 'stockInDetailExport',
  'POST /stockOut/d/downloadExcel': 'stockOutDetailExport',
  'POST /inv/check/list/page': 'countPlanList',
  'POST /inv/check/createList': 'countPlanCreate',
  'POST /inv/check/delete/:checkListNo': 'countPlanDelete',
  'POST /inv/check/listDetail': 'countLineList',
  'POST /inv/check/finish/:id': 'countPlanFinish',
  'POST /inv/check/detail/delete/:diaId': 'countLineClear',
  'POST /inv/check/delete': 'countClearAll',
  'POST /inv/check/downloadExcel': 'countDetailExport',
  'POST /checkStock/modify': 'checkedSheetSave',
  'POST /checkStock/stats/list': 'checkedSheetList',
  'POST /checkStock/stats/dia': 'checkedSheetCategory',
  'POST /cmw/handwriting/:type': 'handwritingRead',
  'POST /purchase/diasheet/Add': 'purchaseSheetAdd',
  'POST /purchase/diasheet/Edit': 'purchaseSheetEdit',
  'POST /purchase/diasheet/list/:id': 'purchaseSheetCategory',
  'POST /simple/inv/list': 'monthlyInventoryList',
  'POST /simple/inv/adjust': 'monthlyInventoryAdjust',
  'POST /oss/m/pageImg': 'countImageList',
  'POST /invalarm/page': 'stockAgeRuleList',
  'POST /invalarm/save': 'stockAgeRuleCreate',
  'POST /invalarm/delete/:id': 'stockAgeRuleDelete',
  'POST /stock/d/delete/:id': 'stockPictureDelete',
  'POST /stock/d/recover/:id': 'stockPictureRecover',
  'POST /stock/d/feedbackImg/:id': 'stockPictureFeedback',
  'POST /stockIn/d/delete/:id': 'stockInPictureDelete',
  'POST /stockIn/d/recover/:id': 'stockInPictureRecover',
  'POST /stockIn/d/feedbackImg/:id': 'stockInPictureFeedback',
  'POST /stockOut/d/delete/:id': 'stockOutPictureDelete',
  'POST /stockOut/d/recover/:id': 'stockOutPictureRecover',
  'POST /stockOut/d/feedbackImg/:id': 'stockOutPictureFeedback',
  'POST /oss/feedback/:id': 'countImageFeedback',
  // Master data and devices
  'POST /wk/pageData': 'woodKindList',
  'POST /wk/save': 'woodKindCreate',
  'POST /wk/update': 'woodKindUpdate',
  'POST /wk/del/:id': 'woodKindDelete',
  'POST /specs/pageData': 'woodSpecList',
  'POST /specs/save': 'woodSpecCreate',
  'POST /specs/update': 'woodSpecUpdate',
  'POST /specs/del/:id': 'woodSpecDelete',
  'POST /location/pageData': 'locationList',
  'POST /location/save': 'locationCreate',
  'POST /location/update': 'locationUpdate',
  'POST /location/del/:id': 'locationDelete',
  'POST /cus/pageData': 'customerList',
  'POST /cus/save': 'customerCreate',
  'POST /cus/update': 'customerUpdate',
  'POST /cus/del/:id': 'customerDelete',
  'POST /operator/pageData': 'deviceUserList',
  'POST /operator/save': 'deviceUserCreate',
  'POST /operator/update': 'deviceUserUpdate',
  'POST /operator/del/:id': 'deviceUserDelete',
  'POST /wdc/pageData': 'diameterRangeList',
  'POST /wdc/save': 'diameterRangeCreate',
  'POST /wdc/update': 'diameterRangeUpdate',
  'POST /wdc/del/:id': 'diameterRangeDelete',
  'POST /specs/toggle/:id': 'woodSpecToggleHot',
  'POST /appcus/page': 'appUserList',
  'POST /appcus/add': 'appUserCreate',
  'POST /appcus/delete/:id': 'appUserDelete',
  'POST /appcus/edit': 'appUserUpdate',
  'POST /appcus/updateStatus': 'appUserStatus',
  'POST /device/pageData': 'deviceList',
  'POST /deviceLog/pageData': 'deviceLogList',
  'POST /device/standard/setup/:id': 'deviceStandardSetup',
  'POST /device/changeName/:deviceNo': 'deviceRename',
  'POST /ipcamera/pageData': 'cameraList',
  'POST /ipcamera/add': 'cameraCreate',
  'POST /ipcamera/edit': 'cameraUpdate',
  'POST /ipcamera/delete/:id': 'cameraDelete',
  'POST /ipcamera/upload': 'cameraImport',
  'POST /ipcamera/modify/cameraNo': 'cameraChangeNumber',
  'POST /statistics/stock': 'dashboardSummary',
  // Counting by image or video
  'POST /count/page': 'countOrderList',
  'POST /count/delete/:orderNo': 'countOrderDelete',
  'POST /count/coordinate/update': 'countReviewSave',
  'POST /count/confirm/:id': 'countOrderVerify',
  'POST /count/create': 'countOrderCreate',
  'POST /count/coordinate/updateStatus': 'countImageConfirm',
  // Orders
  'POST /order/pageData': 'orderList',
  'POST /order/listSpu': 'orderSpuList',
  'POST /order/save': 'orderSave',
  'POST /order/del/:id': 'orderDelete',
  'POST /order/wood/getDiaCategory': 'orderDiameterCategory',
  'POST /order/wood/page': 'orderWoodList',
  'POST /cus/listData': 'orderCustomerList',
  'POST /order/business': 'shareOrderList',
  'POST /order/business/img': 'shareImageList',
  'POST /order/downloadExcel': 'orderExport',
  'POST /order/downloadDiaClassification': 'orderDiaClassificationExport',
  'POST /order/verification/:id': 'orderWriteOff',
  // Sawing and cutting (rtd read as reopening a closed order; the mobile bench's /app/sawbench/* calls)
  'POST /cutting/machine/listAll': 'benchList',
  'POST /cutting/record/pageData': 'sawingOrderList',
  'POST /cutting/record/saveData': 'sawingOrderSave',
  'POST /cutting/record/merge': 'sawingOrderMerge',
  'POST /cutting/record/split': 'sawingOrderSplit',
  'POST /cutting/record/delete': 'sawingOrderDelete',
  'POST /cutting/record/restore': 'sawingOrderRestore',
  'POST /cutting/record/rtd/:id': 'sawingOrderReopen',
  'POST /cutting/record/querySpecs/:id': 'sawingSpecList',
  'POST /cutting/record/deleteSpecs/:id': 'sawingSpecDelete',
  'POST /cutting/record/pagelog/:machineNum': 'sawingOrderLogList',
  'POST /cutting/record/ranking': 'sawingRankingSummary',
  'POST /cutting/record/reportforms': 'sawingShareSummary',
  'POST /cutting/record/findLogCategory': 'sawingLogCategory',
  'POST /logProcessing/listData': 'processingPriceSummary',
  'POST /logProcessing/saveData': 'processingPriceSave',
  'POST /oldBench/listData': 'manualBenchList',
  'POST /oldBench/editData': 'manualBenchUpdate',
  'POST /oldBench/saveData': 'manualBenchCreate',
  'POST /oldBench/delData': 'manualBenchDelete',
  'POST /app/sawbench/doing': 'appSawbenchDoingList',
  'POST /app/sawbench/onfinish': 'appSawbenchOnfinishList',
  'POST /app/sawbench/dofinish': 'appSawbenchDofinish',
  'POST /app/sawbench/merge': 'appSawbenchMerge',
  'POST /app/sawbench/delete': 'appSawbenchDelete',
  'POST /app/sawbench/split': 'appSawbenchSplit',
  'POST /app/sawbench/restore': 'appSawbenchRestore',
  'POST /app/sawbench/setuppwd': 'appSawbenchSetupPwd',
};

/** Answers with records and total that are whole lists, not pages: at most DETAIL_IMAGES_LIMIT pictures. */
const WHOLE_LISTS = new Set([
  'stockInDetailImageList',
  'stockOutDetailImageList',
  'stockDetailImageList',
  'orderImageList',
  'shareImageList',
]);

/** A body for a schema: its required fields (uuids, the only kind list queries require) and `extra`. */
const withRequired = (schema: z.ZodType, extra: Record<string, unknown>): Record<string, unknown> => {
  const missing = schema.safeParse({}).error?.issues.map((issue) => issue.path.join('.')) ?? [];
  return {
    ...Object.fromEntries(missing.map((field) => [field, '00000000-0000-4000-8000-000000000001'])),
    ...extra,
  };
};

describe('route catalogue against spec §7', () => {
  it('serves every path §7 names, under that name and not as an alias, by the route the list says', () => {
    const served = new Map(routes.map(([id, route]) => [key(route), { id, route }]));
    const answer = Object.fromEntries(
      Object.keys(SPEC_CALLS).map((path) => {
        const hit = served.get(path);
        return [path, hit && !hit.route.aliasOf ? hit.id : NOT_SERVED];
      }),
    );
    expect(answer).toEqual(SPEC_CALLS);
    expect(Object.entries(SPEC_CALLS).filter(([, id]) => id === NOT_SERVED)).toEqual([]);
  });

  it('names §7 calls in the list the way §7 writes them: a method, then a path under /api', () => {
    for (const path of Object.keys(SPEC_CALLS)) {
      expect(path).toMatch(/^(GET|POST|PUT|DELETE) \/[A-Za-z0-9/:_-]+$/);
    }
  });

  it('has one route per method and path', () => {
    const keys = routes.map(([, route]) => key(route));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('keeps each alias the same call as its spec path, marked in its summary', () => {
    const aliases = routes.filter(([, route]) => route.aliasOf);
    expect(aliases.map(([id]) => id).sort()).toEqual([
      'countImageListAlias',
      'dashboardSummaryAlias',
      'deviceUserCreateAlias',
      'deviceUserListAlias',
      'deviceUserUpdateAlias',
      'stockListAlias',
    ]);
    for (const [id, alias] of aliases) {
      const [canonicalId, canonical] = routes.find(
        ([, route]) => route.path === alias.aliasOf && route.method === alias.method,
      )!;
      expect(`${canonicalId}Alias`).toBe(id);
      expect(canonical.aliasOf).toBeUndefined();
      const { path: _aliasPath, summary, aliasOf: _spec, ...call } = alias;
      const { path: _specPath, summary: canonicalSummary, ...canonicalCall } = canonical;
      expect(call).toEqual(canonicalCall);
      expect(summary).toBe(
        `(alias of ${canonical.path}, the path chosen before spec §7 named the call) ${canonicalSummary}`,
      );
    }
  });

  it('pages every list: a page result answers a list query, and a list query a page result', () => {
    for (const [id, route] of routes) {
      const pages = isPageResultSchema(route.data) && !WHOLE_LISTS.has(id);
      expect(isListQuerySchema(route.body), id).toBe(pages);
    }
  });

  it('reads the page size of every list as pageSize or limit, ignoring unknown fields', () => {
    for (const [id, route] of routes.filter(([, r]) => isListQuerySchema(r.body))) {
      const body = route.body!;
      const bySize = body.parse(withRequired(body, { page: 2, pageSize: 7 })) as Record<string, unknown>;
      const byLimit = body.parse(withRequired(body, { page: 2, limit: 7, someField: 1 })) as Record<
        string,
        unknown
      >;
      expect(byLimit, id).toEqual(bySize);
      expect(bySize, id).toMatchObject({ page: 2, pageSize: 7 });
      expect(byLimit, id).not.toHaveProperty('someField');
    }
  });

  it('ignores unknown fields in queries and refuses them in commands', () => {
    const reads = /(List|Summary|Category|PrintData|Log)$/;
    for (const [id, route] of routes.filter(([, r]) => r.body)) {
      const query = isQuerySchema(route.body);
      expect(query, id).toBe(reads.test(id.replace(/Alias$/, '')) || route.download === true);
      const issues = route.body!.safeParse(withRequired(route.body!, { someField: 1 })).error?.issues ?? [];
      expect(
        issues.some((issue) => issue.code === 'unrecognized_keys'),
        id,
      ).toBe(!query);
    }
  });
});
