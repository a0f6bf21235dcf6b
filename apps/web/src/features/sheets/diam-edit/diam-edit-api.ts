import {
  useStockInAbnormalListQuery,
  useStockInDiameterRowListQuery,
  useStockInModifyDiametersMutation,
  useStockOutAbnormalListQuery,
  useStockOutDiameterRowListQuery,
  useStockOutModifyDiametersMutation,
} from '../sheets.api';
import { type DiamEditType } from './diam-edit-rules';

const SKIP = { skip: true } as const;

/** The abnormal logs of a sheet (stockInHId or stockOutHId), or nothing while `id` is null. */
export function useAbnormalLogs(type: DiamEditType, id: string | null) {
  const stockIn = useStockInAbnormalListQuery(
    { body: { stockInHId: id ?? '' } },
    type === 'stockIn' && id ? { refetchOnMountOrArgChange: true } : SKIP,
  );
  const stockOut = useStockOutAbnormalListQuery(
    { body: { stockOutHId: id ?? '' } },
    type === 'stockOut' && id ? { refetchOnMountOrArgChange: true } : SKIP,
  );
  const query = type === 'stockIn' ? stockIn : stockOut;
  return { logs: query.data?.data ?? [], loading: query.isFetching };
}

/** The diameter rows of a sheet (abnormal logs left out). */
export function useDiameterRows(type: DiamEditType, id: string) {
  const stockIn = useStockInDiameterRowListQuery(
    { body: { id } },
    type === 'stockIn' ? { refetchOnMountOrArgChange: true } : SKIP,
  );
  const stockOut = useStockOutDiameterRowListQuery(
    { body: { id } },
    type === 'stockOut' ? { refetchOnMountOrArgChange: true } : SKIP,
  );
  const query = type === 'stockIn' ? stockIn : stockOut;
  return { rows: query.data?.data, loading: query.isFetching, failed: query.isError };
}

/** The diameter edit submit of this kind of sheet. */
export function useModifyDiameters(type: DiamEditType) {
  const [modifyIn, inState] = useStockInModifyDiametersMutation();
  const [modifyOut, outState] = useStockOutModifyDiametersMutation();
  return {
    modify: type === 'stockIn' ? modifyIn : modifyOut,
    saving: inState.isLoading || outState.isLoading,
  };
}
