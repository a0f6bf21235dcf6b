import { useStockInListQuery } from '../../api/api';
import { type SheetKindConfig, SheetListScreen } from './sheet-list-screen';
import {
  useStockInChangeCustomerMutation,
  useStockInChangeKindMutation,
  useStockInChangeLocationMutation,
  useStockInChangeTransportMutation,
  useStockInConfirmMutation,
  useStockInCreateMutation,
  useStockInDisableMutation,
  useStockOutChangeCustomerMutation,
  useStockOutChangeKindMutation,
  useStockOutChangeLocationMutation,
  useStockOutChangeTransportMutation,
  useStockOutConfirmMutation,
  useStockOutCreateMutation,
  useStockOutDisableMutation,
  useStockOutListQuery,
} from './sheets.api';

const STOCK_IN: SheetKindConfig = {
  type: 'stockIn',
  testId: 'stock-in',
  withPurchase: true,
  addTitleId: 'sheet.in.add',
  emptyId: 'sheet.in.empty',
  useList: useStockInListQuery,
  useCreate: useStockInCreateMutation,
  useConfirm: useStockInConfirmMutation,
  useDisable: useStockInDisableMutation,
  useChangeCustomer: useStockInChangeCustomerMutation,
  useChangeKind: useStockInChangeKindMutation,
  useChangeLocation: useStockInChangeLocationMutation,
  useChangeTransport: useStockInChangeTransportMutation,
};

/** The stock-in list (spec §2 Stock-in list). */
export function StockInPage() {
  return <SheetListScreen config={STOCK_IN} />;
}

const STOCK_OUT: SheetKindConfig = {
  type: 'stockOut',
  testId: 'stock-out',
  withPurchase: false,
  addTitleId: 'sheet.out.add',
  emptyId: 'sheet.out.empty',
  useList: useStockOutListQuery,
  useCreate: useStockOutCreateMutation,
  useConfirm: useStockOutConfirmMutation,
  useDisable: useStockOutDisableMutation,
  useChangeCustomer: useStockOutChangeCustomerMutation,
  useChangeKind: useStockOutChangeKindMutation,
  useChangeLocation: useStockOutChangeLocationMutation,
  useChangeTransport: useStockOutChangeTransportMutation,
};

/** The stock-out list (spec §2 Stock-out list). */
export function StockOutPage() {
  return <SheetListScreen config={STOCK_OUT} />;
}
