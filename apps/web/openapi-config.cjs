// Generates the RTK Query endpoints of the web client from the BFF's OpenAPI document, each into
// the feature that calls it: src/features/<feature>/<feature>.api.generated.ts, refined (tags) and
// re-exported by the feature's <feature>.api.ts. An endpoint more than one part of the app calls
// goes to src/api/shared.api.generated.ts, refined and re-exported by src/api/api.ts.
// Run by codegen.cjs (`npx nx run web:codegen`, `npm install`, every Vite build); the files are
// build output, never committed.

/** The feature folder of each OpenAPI tag (the route catalogue's `tag`); `api` is the shared file. */
const FEATURE_OF_TAG = {
  auth: 'auth',
  accounts: 'accounts',
  standards: 'master-data',
  statistics: 'statistics',
  'wood-kinds': 'master-data',
  customers: 'master-data',
  locations: 'master-data',
  'wood-specs': 'master-data',
  'diameter-ranges': 'master-data',
  lookups: 'api',
  sheets: 'sheets',
  stock: 'stock',
  'stock-count': 'stock-counts',
  'diameter-sheets': 'sheets',
  'stock-age': 'dashboard',
  'device-pictures': 'counting',
  devices: 'devices',
  'device-users': 'device-accounts',
  'app-users': 'device-accounts',
  cameras: 'device-accounts',
  counting: 'counting',
  media: 'counting',
  orders: 'orders',
  sawing: 'sawing',
  'sawing-live': 'saw-mobile',
  billing: 'billing',
};

/** The endpoints called outside their tag's feature: by another feature, or by several (`api`). */
const FEATURE_OF_ENDPOINT = {
  // the session, the layout's menus and the shared settings
  userInfo: 'api',
  logout: 'api',
  changePassword: 'api',
  userPreferences: 'api',
  userPreferencesSave: 'api',
  userTableColumns: 'api',
  userTableColumnsSave: 'api',
  tenantAccount: 'billing',
  tenantAccountSave: 'billing',
  permissionTree: 'accounts',
  dashboardSummary: 'dashboard',
  dashboardChartSummary: 'dashboard',
  countingSummary: 'dashboard',
  // read by the sheets and by the statistics, the stock view or the dashboard
  stockInList: 'api',
  stockList: 'api',
  // its answer is the diameter tables' (shared/ui), read by the sheets and the statistics
  stockInDiameterCategory: 'api',
  billingAccountSummary: 'api',
  ledgerStatisticsSummary: 'api',
  // the diameter data detail (sheets/diam-data) of a stock row, a truck or an order
  stockTransfer: 'sheets',
  carDiameterCategory: 'sheets',
  stockDiameterCategory: 'sheets',
  stockWoodPieceList: 'sheets',
  stockDetailImageList: 'sheets',
  orderDiameterCategory: 'sheets',
  orderImageList: 'sheets',
  diameterSetsSummary: 'statistics',
  // the share dialog (shared/ui) of the orders and the sheets; the public share page
  shareCreate: 'api',
  shareRevoke: 'api',
  shareOrderList: 'share-order',
  shareImageList: 'share-order',
  // the sawing screens' links and H5 password; the big screen
  sawLinkSummary: 'sawing',
  sawLinkRevoke: 'sawing',
  h5PasswordSummary: 'sawing',
  h5PasswordReset: 'sawing',
  sawBoardSummary: 'saw-board',
  sawBoardEvents: 'saw-board',
};

const featureOf = (name, operation) => {
  const feature = FEATURE_OF_ENDPOINT[name] ?? FEATURE_OF_TAG[operation.tags[0]];
  if (!feature) {
    throw new Error(`openapi-config.cjs: no web feature for ${name} (tag ${operation.tags[0]})`);
  }
  return feature;
};

const camel = (feature) => feature.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

const outputFile = (feature) =>
  feature === 'api'
    ? './src/api/shared.api.generated.ts'
    : `./src/features/${feature}/${feature}.api.generated.ts`;

const features = [...new Set([...Object.values(FEATURE_OF_TAG), ...Object.values(FEATURE_OF_ENDPOINT)])];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../bff/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  endpointOverrides: [
    // Lists and figures are read with POST (spec §7) but are queries, cached and refetched.
    { pattern: /(List|Summary|Tree|Log|PrintData)$/, type: 'query' },
    // Sawing's wood-kind filter (findLogCategory) is a list by another name.
    { pattern: 'sawingLogCategory', type: 'query' },
    // The recharge dialog polls its payment's status while the user pays (a read, POST by the catalogue's habit).
    { pattern: 'rechargeStatus', type: 'query' },
    // The rows of a stock-in sheet's checked or purchase diameter sheet: read by its dialog, refetched after a save.
    { pattern: /^(checkedSheetCategory|purchaseSheetCategory)$/, type: 'query' },
    // A handwritten sheet's reading, asked about every second while its photo is read, and template
    // one's classes (issue 40): reads, POST by the catalogue's habit.
    { pattern: /^(handwritingReading|handwritingClassList)$/, type: 'query' },
    // Logging out is a GET that changes state.
    { pattern: 'logout', type: 'mutation' },
  ],
  outputFiles: Object.fromEntries(
    features.map((feature) => [
      outputFile(feature),
      {
        exportName: `${camel(feature === 'api' ? 'shared' : feature)}GeneratedApi`,
        // An alias (a path chosen before spec §7 named the call) is left out: the web app uses the spec path.
        filterEndpoints: (name, definition) =>
          !definition.operation.deprecated && featureOf(name, definition.operation) === feature,
      },
    ]),
  ),
};
