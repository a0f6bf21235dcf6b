import { type ComponentType, createContext, useContext } from 'react';

// The arrears overlay (layout) offers the billing feature's recharge dialog, and layout never
// imports a feature: it asks here, and the app puts the dialog in (app/feature-bridges.tsx).

export interface RechargeDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The provider said paid and the screens have read the account again. */
  onPaid?: () => void;
}

export const RechargeBridgeContext = createContext<ComponentType<RechargeDialogProps> | null>(null);

/** The recharge dialog; the app provides it around every screen. */
export function useRechargeDialog(): ComponentType<RechargeDialogProps> {
  const dialog = useContext(RechargeBridgeContext);
  if (!dialog) {
    throw new Error('No RechargeBridgeContext: render inside <FeatureBridges> (app/feature-bridges.tsx)');
  }
  return dialog;
}
