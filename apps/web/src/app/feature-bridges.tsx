import { lazy, type ReactNode, Suspense } from 'react';
import {
  type CountSheetBridge,
  CountSheetBridgeContext,
  type CountSourceProps,
  type SheetFromCountProps,
} from '../shared/bridges/count-sheet';
import { RechargeBridgeContext, type RechargeDialogProps } from '../shared/bridges/recharge';

// Where features meet without importing each other: a feature asks shared/bridges for another
// feature's piece, and the app puts it in here. Each piece is its own chunk, loaded when first
// shown, so no feature lands in the entry chunk.
const loadCountSource = () => import('../features/counting/sheet-source/count-source-dialog');
const loadSheetFromCount = () => import('../features/sheets/sheet-from-count');
const loadRecharge = () => import('../features/billing/recharge-dialog');

const LazyCountSource = lazy(() => loadCountSource().then((m) => ({ default: m.CountSourceDialog })));
const LazySheetFromCount = lazy(() => loadSheetFromCount().then((m) => ({ default: m.SheetFromCount })));
const LazyRecharge = lazy(() => loadRecharge().then((m) => ({ default: m.RechargeDialog })));

/** The arrears overlay's recharge: the dialog's chunk loads when it first opens. */
function RechargeDialog(props: RechargeDialogProps) {
  if (!props.visible) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <LazyRecharge {...props} />
    </Suspense>
  );
}

const COUNT_SHEET: CountSheetBridge = {
  CountSource: (props: CountSourceProps) => (
    <Suspense fallback={null}>
      <LazyCountSource {...props} />
    </Suspense>
  ),
  SheetFromCount: (props: SheetFromCountProps) => (
    <Suspense fallback={null}>
      <LazySheetFromCount {...props} />
    </Suspense>
  ),
};

/** Loads every bridged piece now (the unit tests render without waiting for a chunk). */
export async function preloadFeatureBridges(): Promise<void> {
  await Promise.all([loadCountSource(), loadSheetFromCount(), loadRecharge()]);
}

/** Provides every bridge between features to the screens below. */
export function FeatureBridges({ children }: { children: ReactNode }) {
  return (
    <CountSheetBridgeContext.Provider value={COUNT_SHEET}>
      <RechargeBridgeContext.Provider value={RechargeDialog}>{children}</RechargeBridgeContext.Provider>
    </CountSheetBridgeContext.Provider>
  );
}
