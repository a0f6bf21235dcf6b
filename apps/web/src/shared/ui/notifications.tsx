import { type Toast as ToastInstance } from 'primereact/toast';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type Notice, onNotice } from './notify';

/** PrimeReact's toast, loaded with the first notice: the first screens load no toast (issue 22). */
const Toast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })));

const show = (toast: ToastInstance, notice: Notice): void =>
  toast.show({ severity: notice.severity, detail: notice.detail, life: notice.life });

/** The global toast: every notify.* call shows here, those made while it loads once it has. */
export function Notifications() {
  const toast = useRef<ToastInstance | null>(null);
  const waiting = useRef<Notice[]>([]);
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      onNotice((notice) => {
        if (toast.current) {
          show(toast.current, notice);
        } else {
          waiting.current.push(notice);
          setWanted(true);
        }
      }),
    [],
  );
  const ready = useCallback((instance: ToastInstance | null) => {
    toast.current = instance;
    if (instance) {
      waiting.current.splice(0).forEach((notice) => show(instance, notice));
    }
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toast ref={ready} position="top-center" />
    </Suspense>
  ) : null;
}
