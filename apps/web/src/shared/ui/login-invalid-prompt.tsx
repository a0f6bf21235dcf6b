import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { resetToken } from '../auth/token';
import { onLoginInvalid } from './notify';

/** PrimeReact's confirmation dialog, loaded when first needed (issue 22, a lighter first load). */
export const ConfirmDialog = lazy(() =>
  import('primereact/confirmdialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** 'Login status invalid, please log in again': confirm resets the token and reloads (spec §8). */
export function LoginInvalidPrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => onLoginInvalid(() => setVisible(true)), []);
  if (!visible) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        group="login-invalid"
        visible={visible}
        closable={false}
        header={intl.formatMessage({ id: 'login.invalid.title' })}
        message={intl.formatMessage({ id: 'login.invalid.message' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'login.invalid.relogin' })}
        rejectClassName="hidden"
        onHide={() => undefined}
        accept={() => {
          resetToken();
          reload();
        }}
      />
    </Suspense>
  );
}
