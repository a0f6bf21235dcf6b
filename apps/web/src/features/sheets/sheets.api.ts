import { sheetsGeneratedApi } from './sheets.api.generated';

/**
 * The calls of the sheet screens (spec §7 stock-in and stock-out, the diameter edit, the checked
 * and purchase diameter sheets, the diameter data detail), generated into sheets.api.generated.ts
 * with their tags refined here. The reads are tagged `sheets` (or `diameter-sheets`), so an edit or
 * a confirm refreshes them.
 */
sheetsGeneratedApi.enhanceEndpoints({
  endpoints: {
    // Confirming a sheet moves stock; it may take long (spec §9: stock confirm timeout 60 s, the
    // route catalogue's timeoutMs, applied by the base query).
    stockInConfirm: { invalidatesTags: ['sheets', 'stock'] },
    stockOutConfirm: { invalidatesTags: ['sheets', 'stock'] },
    // The diameter category is a read (POST only because it takes a body): it changes nothing; so
    // is the one of a stock row, a truck or an order (the diameter data detail).
    stockOutDiameterCategory: { invalidatesTags: [] },
    stockDiameterCategory: { invalidatesTags: [] },
    orderDiameterCategory: { invalidatesTags: [] },
    carDiameterCategory: { invalidatesTags: [] },
    // A purchase diameter sheet sets its stock-in sheet's purchase volume (the list's column).
    checkedSheetSave: { invalidatesTags: ['diameter-sheets'] },
    purchaseSheetAdd: { invalidatesTags: ['diameter-sheets', 'sheets'] },
    purchaseSheetEdit: { invalidatesTags: ['diameter-sheets', 'sheets'] },
    // A photo's reading is no diameter sheet: a save does not ask for it again (issue 40).
    handwritingReading: { providesTags: [] },
  },
});

export * from './sheets.api.generated';
