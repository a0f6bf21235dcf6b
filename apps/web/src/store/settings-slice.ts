import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Layout settings of the settings drawer (spec §2 Layout), remembered per browser. */
export interface SettingsState {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_THEME_COLOR = '#409EFF';
export const THEME_PRESETS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
];
export const SETTINGS_KEY = 'timber.settings';

export const DEFAULT_SETTINGS: SettingsState = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Stored settings, each value checked; anything unreadable falls back to the default. */
export function readSettings(raw: string | null): SettingsState {
  let stored: Partial<Record<keyof SettingsState, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) {
      stored = parsed;
    }
  } catch {
    stored = {};
  }
  const flag = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo'): boolean => {
    const value = stored[key];
    return typeof value === 'boolean' ? value : DEFAULT_SETTINGS[key];
  };
  const color = stored.themeColor;
  return {
    themeColor: typeof color === 'string' && HEX_COLOR.test(color) ? color : DEFAULT_THEME_COLOR,
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
  };
}

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
  },
});

export const { settingChanged } = settingsSlice.actions;
