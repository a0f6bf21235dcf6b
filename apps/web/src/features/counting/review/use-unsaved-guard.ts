import { confirmDialog } from 'primereact/confirmdialog';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving the screen with unsaved changes: a navigation inside the app waits for a
 * confirmation, a reload or closed tab gets the browser's own prompt.
 */
export function useUnsavedGuard(dirty: boolean): void {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      return;
    }
    confirmDialog({
      header: intl.formatMessage({ id: 'common.confirmTitle' }),
      message: intl.formatMessage({ id: 'counting.review.unsavedLeave' }),
      icon: 'pi pi-exclamation-triangle',
      acceptClassName: 'p-button-danger',
      acceptLabel: intl.formatMessage({ id: 'counting.review.leave' }),
      rejectLabel: intl.formatMessage({ id: 'common.cancel' }),
      defaultFocus: 'reject',
      accept: () => blocker.proceed(),
      // rejected, closed or escaped: stay
      onHide: (result) => {
        if (result !== 'accept') {
          blocker.reset();
        }
      },
    });
  }, [blocker, intl]);

  useEffect(() => {
    if (!dirty) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
