import { type ComponentType, createContext, useContext } from 'react';

// Sheets and counting meet in two dialogs, and features never import each other: each side asks
// here for the other's dialog, and the app puts both in (app/feature-bridges.tsx).

/** What "create stock-in sheet" starts from: the order's diameter classes, photo by photo. */
export interface SheetPrefill {
  countOrder: { id: number; orderNo: string };
  standard: string;
  /** the order's log length, the sheet's default length */
  len: number;
  /** one row per diameter class of each image, with the image its logs were counted on */
  rows: { dia: number; qty: number; imgId: number }[];
  /** logs the rows hold (a log the standard cannot class is left out) */
  logs: number;
}

/** Counting's side: the stock-in sheet's image upload, or a reviewed count order to take the rows from. */
export interface CountSourceProps {
  visible: boolean;
  onHide: () => void;
  /** A reviewed order with diameters was chosen: the sheet takes its rows. */
  onPick: (prefill: SheetPrefill) => void;
}

/** The sheets' side: the add stock-in sheet dialog, filled from a count order. */
export interface SheetFromCountProps {
  prefill: SheetPrefill;
  onHide: () => void;
}

export interface CountSheetBridge {
  CountSource: ComponentType<CountSourceProps>;
  SheetFromCount: ComponentType<SheetFromCountProps>;
}

export const CountSheetBridgeContext = createContext<CountSheetBridge | null>(null);

/** The two dialogs; the app provides them around every screen. */
export function useCountSheetBridge(): CountSheetBridge {
  const bridge = useContext(CountSheetBridgeContext);
  if (!bridge) {
    throw new Error('No CountSheetBridgeContext: render inside <FeatureBridges> (app/feature-bridges.tsx)');
  }
  return bridge;
}
