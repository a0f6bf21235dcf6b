import { THEME_PRESETS } from '@timber/contracts';
import { Button } from 'primereact/button';
import { ColorPicker } from 'primereact/colorpicker';
import { InputSwitch } from 'primereact/inputswitch';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingChanged, settingsReset } from '../../store/settings-slice';

const TOGGLES = [
  { key: 'tagsView', id: 'settings.tagsView' },
  { key: 'fixedHeader', id: 'settings.fixedHeader' },
  { key: 'sidebarLogo', id: 'settings.sidebarLogo' },
] as const;

/**
 * The layout settings (spec §2 Layout): theme colour from the preset row or the picker, tags
 * view, fixed header, sidebar logo, reset to the defaults. Applied to the shell at once; the
 * settings drawer and /system/setting show this same form. `idPrefix` keeps the ids of the two
 * apart.
 */
export function SettingsForm({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  return (
    <div className="settings-form" data-testid={`${idPrefix}-form`}>
      <section className="mb-4">
        <h4 className="mt-0">
          <FormattedMessage id="settings.themeColor" />
        </h4>
        <div className="flex flex-wrap gap-2 align-items-center">
          {THEME_PRESETS.map((color) => (
            <button
              key={color}
              type="button"
              className={`theme-swatch${settings.themeColor.toLowerCase() === color.toLowerCase() ? ' selected' : ''}`}
              style={{ background: color }}
              aria-label={color}
              aria-pressed={settings.themeColor.toLowerCase() === color.toLowerCase()}
              title={color}
              onClick={() => dispatch(settingChanged({ key: 'themeColor', value: color }))}
            />
          ))}
          <ColorPicker
            inputId={`${idPrefix}-themeColor`}
            value={settings.themeColor.replace('#', '')}
            onChange={(event) => {
              if (typeof event.value === 'string') {
                dispatch(settingChanged({ key: 'themeColor', value: `#${event.value}` }));
              }
            }}
            aria-label={intl.formatMessage({ id: 'settings.customColor' })}
            tooltip={intl.formatMessage({ id: 'settings.customColor' })}
          />
          <code className="text-sm" data-testid={`${idPrefix}-color-value`}>
            {settings.themeColor.toUpperCase()}
          </code>
        </div>
      </section>
      {TOGGLES.map(({ key, id }) => (
        <div key={key} className="flex align-items-center justify-content-between py-2">
          <label htmlFor={`${idPrefix}-${key}`}>
            <FormattedMessage id={id} />
          </label>
          <InputSwitch
            inputId={`${idPrefix}-${key}`}
            checked={settings[key]}
            onChange={(event) => dispatch(settingChanged({ key, value: event.value }))}
          />
        </div>
      ))}
      <p className="text-sm text-color-secondary">
        <FormattedMessage id="settings.keptPerUser" />
      </p>
      <Button
        outlined
        icon="pi pi-refresh"
        label={intl.formatMessage({ id: 'settings.reset' })}
        onClick={() => dispatch(settingsReset())}
        data-testid={`${idPrefix}-reset`}
      />
    </div>
  );
}
