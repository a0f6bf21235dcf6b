import { FormattedMessage } from 'react-intl';
import { SettingsForm } from '../../shared/settings/settings-form';

/** §2 Menu routes /system/setting: the settings drawer's form as a page. */
export default function SettingsPage() {
  return (
    <div className="card settings-page" data-testid="settings-page">
      <h3 className="mt-0">
        <FormattedMessage id="route.system/setting" />
      </h3>
      <SettingsForm idPrefix="system-setting" />
    </div>
  );
}
