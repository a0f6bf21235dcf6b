import { ColorPicker } from 'primereact/colorpicker';
import { InputSwitch } from 'primereact/inputswitch';
import { Sidebar as Drawer } from 'primereact/sidebar';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { settingChanged, THEME_PRESETS } from '../store/settings-slice';

/** Theme colour, tags view, fixed header and sidebar logo, remembered per browser (spec §2 Layout). */
export function SettingsDrawer({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const toggles = [
    { key: 'tagsView', id: 'settings.tagsView' },
    { key: 'fixedHeader', id: 'settings.fixedHeader' },
    { key: 'sidebarLogo', id: 'settings.sidebarLogo' },
  ] as const;
  return (
    <Drawer
      visible={visible}
      position="right"
      onHide={onHide}
      header={<h3 className="m-0">{intl.formatMessage({ id: 'settings.title' })}</h3>}
      data-testid="settings-drawer"
    >
      <section className="mb-4">
        <h4 className="mt-0">{intl.formatMessage({ id: 'settings.themeColor' })}</h4>
        <div className="flex flex-wrap gap-2 align-items-center">
          {THEME_PRESETS.map((color) => (
            <button
              key={color}
              type="button"
              className={`theme-swatch${settings.themeColor.toLowerCase() === color.toLowerCase() ? ' selected' : ''}`}
              style={{ background: color }}
              aria-label={color}
              title={color}
              onClick={() => dispatch(settingChanged({ key: 'themeColor', value: color }))}
            />
          ))}
          <ColorPicker
            value={settings.themeColor.replace('#', '')}
            onChange={(event) => {
              if (typeof event.value === 'string') {
                dispatch(settingChanged({ key: 'themeColor', value: `#${event.value}` }));
              }
            }}
            aria-label={intl.formatMessage({ id: 'settings.customColor' })}
          />
        </div>
      </section>
      {toggles.map(({ key, id }) => (
        <div key={key} className="flex align-items-center justify-content-between py-2">
          <label htmlFor={`setting-${key}`}>{intl.formatMessage({ id })}</label>
          <InputSwitch
            inputId={`setting-${key}`}
            checked={settings[key]}
            onChange={(event) => dispatch(settingChanged({ key, value: event.value }))}
          />
        </div>
      ))}
    </Drawer>
  );
}
