import { useEffect } from 'react';
import { deviceChanged, deviceForWidth } from '../store/app-slice';
import { useAppDispatch } from '../store/hooks';

/** Follows the window width: below 992 px the layout is in mobile mode. */
export function useDevice(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const update = () => dispatch(deviceChanged(deviceForWidth(window.innerWidth)));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [dispatch]);
}
