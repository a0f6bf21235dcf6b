import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { onNotice } from './notify';

/** The global toast: every notify.* call shows here. */
export function Notifications() {
  const toast = useRef<Toast>(null);
  useEffect(
    () =>
      onNotice((notice) => {
        toast.current?.show({ severity: notice.severity, detail: notice.detail, life: notice.life });
      }),
    [],
  );
  return <Toast ref={toast} position="top-center" />;
}
