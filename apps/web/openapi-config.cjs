// Generates the RTK Query endpoints of the web client from the BFF's OpenAPI document.
// Run with `npx nx run web:codegen`; tags are refined by hand in src/api/api.ts.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../bff/openapi.json',
  apiFile: './src/api/empty-api.ts',
  apiImport: 'emptyApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
  // An alias (a path chosen before spec §7 named the call) is left out: the web app uses the spec path.
  filterEndpoints: (_name, definition) => !definition.operation.deprecated,
  endpointOverrides: [
    // Lists and figures are read with POST (spec §7) but are queries, cached and refetched.
    { pattern: /(List|Summary|Tree|Log|PrintData)$/, type: 'query' },
    // Sawing's wood-kind filter (findLogCategory) is a list by another name.
    { pattern: 'sawingLogCategory', type: 'query' },
    // The recharge dialog polls its payment's status while the user pays (a read, POST by the catalogue's habit).
    { pattern: 'rechargeStatus', type: 'query' },
    // The rows of a stock-in sheet's checked or purchase diameter sheet: read by its dialog, refetched after a save.
    { pattern: /^(checkedSheetCategory|purchaseSheetCategory)$/, type: 'query' },
    // Logging out is a GET that changes state.
    { pattern: 'logout', type: 'mutation' },
  ],
};
