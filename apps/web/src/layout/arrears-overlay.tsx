import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
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

/** Blocks the page while the account is overdue; at zero the overdue state clears (spec §4). */
export function ArrearsOverlay() {
  const overdue = useAppSelector((state) => state.session.overdue);
  const dispatch = useAppDispatch();
  if (!overdue) {
    return null;
  }
  return (
    <div className="arrears-overlay" role="alertdialog" aria-modal data-testid="arrears-overlay">
      <div className="arrears-box">
        <i className="pi pi-exclamation-triangle text-5xl text-orange-500" aria-hidden />
        <p className="text-xl font-medium">
          <FormattedMessage id="arrears.message" />
        </p>
        <Countdown onDone={() => dispatch(overdueCleared())} />
      </div>
    </div>
  );
}
