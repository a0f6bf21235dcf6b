import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canAccess } from '../app/access';
import { useRechargeDialog } from '../shared/bridges/recharge';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { overdueCleared } from '../store/session-slice';

/** The first overlay of a browser session counts down from 6 s, later ones from 5 s (spec §4, §9). */
export const ARREARS_FIRST_SECONDS = 6;
export const ARREARS_AGAIN_SECONDS = 5;
const SHOWN_KEY = 'timber.arrearsShown';

export const arrearsSeconds = (storage: Pick<Storage, 'getItem'> = sessionStorage): number =>
  storage.getItem(SHOWN_KEY) === '1' ? ARREARS_AGAIN_SECONDS : ARREARS_FIRST_SECONDS;

function Countdown({ onDone }: { onDone: () => void }) {
  const [seconds, setSeconds] = useState(() => arrearsSeconds());
  useEffect(() => sessionStorage.setItem(SHOWN_KEY, '1'), []);
  useEffect(() => {
    if (seconds <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, onDone]);
  return (
    <span className="arrears-countdown" data-testid="arrears-countdown">
      <FormattedMessage id="arrears.countdown" values={{ seconds }} />
    </span>
  );
}

/** Who may recharge: the money screens' keys, any one (libs/contracts PERMISSION_TREE; the branch key grants nothing). */
const RECHARGE_PERMISSION = ['invoice/costRecord', 'invoice/recharge'];

/**
 * Blocks the page while the account is overdue; at zero the overdue state clears (spec §4). The
 * user may recharge from it: the countdown waits while the recharge dialog is open, and a paid
 * recharge that ends the arrears removes the overlay at once.
 */
export function ArrearsOverlay() {
  const intl = useIntl();
  const overdue = useAppSelector((state) => state.session.overdue);
  const user = useAppSelector((state) => state.session.user);
  const dispatch = useAppDispatch();
  const RechargeDialog = useRechargeDialog();
  const [recharging, setRecharging] = useState(false);
  if (!overdue) {
    return null;
  }
  const mayRecharge = user !== null && canAccess({ permission: RECHARGE_PERMISSION }, user);
  return (
    <>
      {!recharging && (
        <div className="arrears-overlay" role="alertdialog" aria-modal data-testid="arrears-overlay">
          <div className="arrears-box">
            <i className="pi pi-exclamation-triangle text-5xl text-orange-500" aria-hidden />
            <p className="text-xl font-medium">
              <FormattedMessage id="arrears.message" />
            </p>
            {mayRecharge && (
              <Button
                icon="pi pi-wallet"
                label={intl.formatMessage({ id: 'arrears.recharge' })}
                onClick={() => setRecharging(true)}
                data-testid="arrears-recharge"
              />
            )}
            <Countdown onDone={() => dispatch(overdueCleared())} />
          </div>
        </div>
      )}
      <RechargeDialog visible={recharging} onHide={() => setRecharging(false)} />
    </>
  );
}
