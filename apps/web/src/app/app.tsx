import { type Locale, type PartialMessages, type WebMessages } from '@timber/i18n';
import { PrimeReactProvider } from 'primereact/api';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { initIntl } from '../shared/i18n/intl';
import { INTL_TAG } from '../shared/i18n/locale';
import { WholeCatalogueContext } from '../shared/i18n/whole-catalogue';
import { applyThemeColor } from '../shared/theme/theme-color';
import { Notifications } from '../shared/ui/notifications';
import { primeReactValue } from '../shared/ui/prime-config';
import { useAppSelector } from '../store/hooks';
import { type AppStore } from '../store/store';
import { FeatureBridges } from './feature-bridges';
import { createRouter } from './router';

/** Keeps the PrimeReact theme's CSS variables on the chosen colour. */
function ThemeColor() {
  const color = useAppSelector((state) => state.settings.themeColor);
  useEffect(() => applyThemeColor(color), [color]);
  return null;
}

interface AppProps {
  store: AppStore;
  locale: Locale;
  /** The whole dictionary, or the parts the shell shows when `rest` loads the others. */
  messages: PartialMessages;
  rest?: () => Promise<PartialMessages>;
}

interface Dictionary {
  messages: PartialMessages;
  whole: boolean | Error;
}

/** The dictionary, completed by its rest once it has loaded (shared/i18n/whole-catalogue.tsx). */
function useDictionary(locale: Locale, messages: PartialMessages, rest?: () => Promise<PartialMessages>) {
  const [dictionary, setDictionary] = useState<Dictionary>({ messages, whole: rest === undefined });
  useEffect(() => {
    if (!rest) {
      return;
    }
    let live = true;
    rest().then(
      (more) => {
        const all = { ...messages, ...more };
        initIntl(locale, all);
        if (live) {
          setDictionary({ messages: all, whole: true });
        }
      },
      (error: unknown) => {
        if (live) {
          setDictionary({ messages, whole: error instanceof Error ? error : new Error(String(error)) });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [locale, messages, rest]);
  return dictionary;
}

export function App({ store, locale, messages, rest }: AppProps) {
  const [router] = useState(createRouter);
  const dictionary = useDictionary(locale, messages, rest);
  return (
    <Provider store={store}>
      {/* react-intl types its messages as every id; until the rest loads, screens needing it wait */}
      <IntlProvider
        locale={INTL_TAG[locale]}
        messages={dictionary.messages as WebMessages}
        defaultLocale={INTL_TAG.en}
      >
        <PrimeReactProvider value={primeReactValue(locale)}>
          <ThemeColor />
          <WholeCatalogueContext.Provider value={dictionary.whole}>
            <FeatureBridges>
              <RouterProvider router={router} />
            </FeatureBridges>
          </WholeCatalogueContext.Provider>
          <Notifications />
        </PrimeReactProvider>
      </IntlProvider>
    </Provider>
  );
}
