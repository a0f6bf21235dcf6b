import { api } from '../../api/api';

/** The sawing screens' calls (spec §7 Sawing and cutting), under names that read well in a screen. */
export const {
  useBenchListQuery,
  useBenchSaveMutation,
  useBenchDeleteMutation,
  useSawingOrderListQuery,
  useSawingOrderSaveMutation,
  useSawingOrderCloseMutation,
  useSawingOrderMergeMutation,
  useSawingOrderSplitMutation,
  useSawingOrderDeleteMutation,
  useSawingOrderRestoreMutation,
  useLazySawingSpecListQuery,
  useSawingSpecDeleteMutation,
  useSawingOrderLogListQuery,
  useSawingTakeLogsMutation,
  useSawingStockLogListQuery,
  useSawingRankingSummaryQuery,
  useSawingShareSummaryQuery,
  useSawingLogCategoryQuery,
  useManualBenchListQuery,
  useManualBenchCreateMutation,
  useManualBenchUpdateMutation,
  useManualBenchDeleteMutation,
  useProcessingPriceSummaryQuery,
  useProcessingPriceSaveMutation,
} = api;
