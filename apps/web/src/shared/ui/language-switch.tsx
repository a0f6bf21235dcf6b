import { type Locale, SWITCHABLE_LOCALES } from '@timber/i18n';
import { type MenuItem } from 'primereact/menuitem';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { getLocale } from '../i18n/intl';
import { storeLocale } from '../i18n/locale';
import { LightButton } from './light-button';
import { notify } from './notify';
import { usePopupMenu } from './popup-menu';

/**
 * Set across the reload: the page in the new language says "language switched" in that language
 * (issue 22 item 13), since only the active language's catalogue is loaded before the reload.
 */
export const SWITCHED_KEY = 'timber.languageSwitched';

const LANGUAGE_NAME_IDS = {
  zh: 'language.zh',
  en: 'language.en',
  es: 'language.es',
  ja: 'language.ja',
  ru: 'language.ru',
} as const satisfies Record<Locale, string>;

/** The layout's language switch: stores the choice, reloads, and says so in the new language (spec §2 Layout). */
export function LanguageSwitch({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const intl = useIntl();
  const active = getLocale();
  useEffect(() => {
    if (sessionStorage.getItem(SWITCHED_KEY) === active) {
      sessionStorage.removeItem(SWITCHED_KEY);
      notify.success(intl.formatMessage({ id: 'language.switched' }));
    }
  }, [active, intl]);
  const items: MenuItem[] = SWITCHABLE_LOCALES.map((locale) => ({
    label: intl.formatMessage({ id: LANGUAGE_NAME_IDS[locale] }),
    className: locale === active ? 'active-language' : undefined,
    disabled: locale === active,
    data: { locale },
    template: (item, options) => (
      <a
        className={options.className}
        onClick={(event) => options.onClick(event)}
        data-testid={`language-${locale}`}
        role="menuitem"
        aria-disabled={item.disabled}
      >
        <span className={options.labelClassName}>{item.label}</span>
      </a>
    ),
    command: () => {
      storeLocale(locale);
      sessionStorage.setItem(SWITCHED_KEY, locale);
      reload();
    },
  }));
  const popup = usePopupMenu(items, 'language-menu');
  return (
    <>
      {popup.menu}
      <LightButton
        className="p-button-text p-button-rounded"
        icon="pi pi-language"
        aria-label={intl.formatMessage({ id: 'language.switch' })}
        title={intl.formatMessage({ id: 'language.switch' })}
        data-testid="language-switch"
        {...popup.trigger}
      />
    </>
  );
}
