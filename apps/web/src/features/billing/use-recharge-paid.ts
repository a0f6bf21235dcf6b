import { useCallback } from 'react';
import { api } from '../../api/api';
import { useAppDispatch } from '../../store/hooks';
import { overdueCleared } from '../../store/session-slice';

/**
 * What a paid recharge changes on screen: the money screens and the user info read again, and the
 * arrears overlay goes at once when billing (the owner of the arrears) says the account is no
 * longer overdue; identity's copy of the flag follows by its event.
 */
export function useRechargePaid(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    dispatch(api.util.invalidateTags(['billing']));
    const account = await dispatch(
      api.endpoints.billingAccountSummary.initiate({ body: {} }, { forceRefetch: true, subscribe: false }),
    );
    if (account.data && !account.data.data.overdue) {
      dispatch(overdueCleared());
    }
  }, [dispatch]);
}
