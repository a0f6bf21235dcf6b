import { api } from '../../../api/api';

/**
 * The calls of a stock-in sheet's checked and purchase diameter sheets (spec §7 /checkStock/modify,
 * /checkStock/stats/dia, /purchase/diasheet/*): the reads are queries tagged `diameter-sheets`,
 * refetched after a save; a purchase save refreshes the sheet lists too (their purchase volume).
 */
export const {
  useCheckedSheetCategoryQuery,
  useCheckedSheetSaveMutation,
  usePurchaseSheetCategoryQuery,
  usePurchaseSheetAddMutation,
  usePurchaseSheetEditMutation,
} = api;
