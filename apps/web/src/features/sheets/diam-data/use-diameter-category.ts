import { useEffect, useState } from 'react';
import { type DiameterCategory, useStockInDiameterCategoryMutation } from '../../../api/api';
import {
  useCarDiameterCategoryMutation,
  useOrderDiameterCategoryMutation,
  useStockDiameterCategoryMutation,
  useStockOutDiameterCategoryMutation,
} from '../sheets.api';
import { type DetailQuery, featuresOf, truckSheetIds } from './detail-query';
import { type StockCategory } from './diam-data-api';

export interface CategoryState {
  data: DiameterCategory | null;
  /** a stock row's own figures (type stock) */
  stock: StockCategory['stock'] | null;
  loading: boolean;
}

/**
 * The diameter table of the detail: a sheet's (under the chosen standard; its own when none), a
 * stock row's, an order's (each log under its own sheet's standard) or a truck's (its sheets under
 * one standard), reloaded when the query or the standard changes. Types without a data source
 * answer nothing. Failures have been shown by the API layer.
 */
export function useDiameterCategory(query: DetailQuery | null, standard: string): CategoryState {
  const [loadIn, inState] = useStockInDiameterCategoryMutation();
  const [loadOut, outState] = useStockOutDiameterCategoryMutation();
  const [loadStock, stockState] = useStockDiameterCategoryMutation();
  const [loadOrder, orderState] = useOrderDiameterCategoryMutation();
  const [loadCar, carState] = useCarDiameterCategoryMutation();
  const [answer, setAnswer] = useState<{
    key: string;
    data: DiameterCategory;
    stock: StockCategory['stock'] | null;
  } | null>(null);
  const type = query?.type;
  const id = query?.id;
  const flag = query?.flag ?? 1;
  // Another standard keeps the figures shown until the new ones arrive; another sheet or row does not.
  const key = `${type}|${id}`;

  useEffect(() => {
    if (!type || !id || featuresOf(type).source === null) {
      return;
    }
    const body = standard ? { standard } : {};
    let current = true;
    const request =
      type === 'stock'
        ? loadStock({ id, body })
            .unwrap()
            .then(({ data }) => ({ data, stock: data.stock }))
        : featuresOf(type).source === 'order'
          ? loadOrder({ body: { id } })
              .unwrap()
              .then(({ data }) => ({ data, stock: null }))
          : featuresOf(type).source === 'car'
            ? loadCar({ body: { ids: truckSheetIds(id), flag, ...body } })
                .unwrap()
                .then(({ data }) => ({ data, stock: null }))
            : (type === 'stockOut' ? loadOut : loadIn)({ body: { id, ...body } })
                .unwrap()
                .then(({ data }) => ({ data, stock: null }));
    request
      .then((loaded) => current && setAnswer({ key: `${type}|${id}`, ...loaded }))
      // The API layer has shown the server's message.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [type, id, flag, standard, loadIn, loadOut, loadStock, loadOrder, loadCar]);

  const shown = answer?.key === key ? answer : null;
  return {
    data: shown?.data ?? null,
    stock: shown?.stock ?? null,
    loading:
      inState.isLoading ||
      outState.isLoading ||
      stockState.isLoading ||
      orderState.isLoading ||
      carState.isLoading,
  };
}
