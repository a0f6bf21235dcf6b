import { useContext, useState } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { createStore } from '../../store/store';
import { ResetPasswordDialog } from './reset-password-dialog';

type ResetPasswordProps = Parameters<typeof ResetPasswordDialog>[0];

/**
 * The forgot-password dialog wherever the login screen is: inside the app it uses the app's store;
 * on the light first screen (no store yet) it brings one of its own, loaded with the dialog.
 */
export function ResetPasswordEntry(props: ResetPasswordProps) {
  const context = useContext(ReactReduxContext);
  const [ownStore] = useState(() => (context ? undefined : createStore()));
  return ownStore ? (
    <Provider store={ownStore}>
      <ResetPasswordDialog {...props} />
    </Provider>
  ) : (
    <ResetPasswordDialog {...props} />
  );
}
