import { type Locale, type WebMessages } from '@timber/i18n';
import { PrimeReactProvider } from 'primereact/api';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { INTL_TAG } from '../shared/i18n/locale';
import { applyThemeColor } from '../shared/theme/theme-color';
import { Notifications } from '../shared/ui/notifications';
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
  messages: WebMessages;
}

export function App({ store, locale, messages }: AppProps) {
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <IntlProvider locale={INTL_TAG[locale]} messages={messages} defaultLocale={INTL_TAG.en}>
        <PrimeReactProvider value={{ locale, ripple: false }}>
          <ThemeColor />
          <FeatureBridges>
            <RouterProvider router={router} />
          </FeatureBridges>
          <Notifications />
        </PrimeReactProvider>
      </IntlProvider>
    </Provider>
  );
}
