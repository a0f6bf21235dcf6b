import { Sidebar as Drawer } from 'primereact/sidebar';
import { useIntl } from 'react-intl';
import { SettingsForm } from '../shared/settings/settings-form';

/**
 * The settings drawer of the header (spec §2 Layout): theme colour, tags view, fixed header,
 * sidebar logo, kept per user (the same form as /system/setting).
 */
export function SettingsDrawer({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const intl = useIntl();
  return (
    <Drawer
      visible={visible}
      position="right"
      onHide={onHide}
      header={<h3 className="m-0">{intl.formatMessage({ id: 'settings.title' })}</h3>}
      data-testid="settings-drawer"
    >
      <SettingsForm idPrefix="setting" />
    </Drawer>
  );
}
