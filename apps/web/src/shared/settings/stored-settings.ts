import {
  DEFAULT_THEME_COLOR,
  DEFAULT_USER_PREFERENCES,
  HEX_COLOR,
  type UserPreferences,
} from '@timber/contracts';

/**
 * Layout settings of the settings drawer and /system/setting (spec §2 Layout). They are kept per
 * user on the server (shared/settings/use-preferences-sync.ts); local storage holds a copy for
 * the first paint, before the server's answer.
 */
export type SettingsState = UserPreferences;

export const SETTINGS_KEY = 'timber.settings';

export const DEFAULT_SETTINGS: SettingsState = DEFAULT_USER_PREFERENCES;

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
