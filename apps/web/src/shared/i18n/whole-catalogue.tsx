import { createContext, type ReactNode, useContext } from 'react';
import { PageLoading } from '../ui/page-loading';

/**
 * Whether the whole dictionary has loaded: the app starts with the parts its shell and dashboard
 * show and loads the rest at once (main.tsx, app.tsx). `true` where the whole dictionary was
 * given (the tests); an Error when the rest could not load.
 */
export const WholeCatalogueContext = createContext<boolean | Error>(true);

/**
 * A screen that may show any word: shows the page's progress until the whole dictionary is
 * there, and a failure to load it as the route's error (its page offers a reload).
 */
export function NeedsWholeCatalogue({ children }: { children: ReactNode }) {
  const whole = useContext(WholeCatalogueContext);
  if (whole instanceof Error) {
    throw whole;
  }
  return whole ? children : <PageLoading />;
}
