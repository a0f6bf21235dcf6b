import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A dialog or drawer whose code loads the first time it opens, so the page that offers it does
 * not carry it (the login page's reset-password dialog, the header's settings drawer). Once
 * opened it stays mounted, so it closes with its animation and reopens at once.
 */
export function lazyOnOpen<P extends { visible: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyOnOpen(props: P) {
    const [opened, setOpened] = useState(props.visible);
    useEffect(() => {
      if (props.visible) {
        setOpened(true);
      }
    }, [props.visible]);
    if (!opened && !props.visible) {
      return null;
    }
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyOnOpen;
}
