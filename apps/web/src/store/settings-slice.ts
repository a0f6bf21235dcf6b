import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SETTINGS,
  readSettings,
  SETTINGS_KEY,
  type SettingsState,
} from '../shared/settings/stored-settings';

export {
  DEFAULT_SETTINGS,
  readSettings,
  SETTINGS_KEY,
  type SettingsState,
} from '../shared/settings/stored-settings';

/** Whether two settings are the same (a colour in either case). */
export const sameSettings = (a: SettingsState, b: SettingsState): boolean =>
  a.themeColor.toLowerCase() === b.themeColor.toLowerCase() &&
  a.tagsView === b.tagsView &&
  a.fixedHeader === b.fixedHeader &&
  a.sidebarLogo === b.sidebarLogo;

type SettingChange = { [K in keyof SettingsState]: { key: K; value: SettingsState[K] } }[keyof SettingsState];

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState =>
    readSettings(typeof localStorage === 'undefined' ? null : localStorage.getItem(SETTINGS_KEY)),
  reducers: {
    settingChanged(state, action: PayloadAction<SettingChange>) {
      const { key, value } = action.payload;
      (state as Record<keyof SettingsState, string | boolean>)[key] = value;
    },
    /** The user's settings as the server keeps them (after login, in any browser). */
    settingsLoaded(_state, action: PayloadAction<SettingsState>) {
      return readSettings(JSON.stringify(action.payload));
    },
    settingsReset() {
      return DEFAULT_SETTINGS;
    },
  },
});

export const { settingChanged, settingsLoaded, settingsReset } = settingsSlice.actions;
