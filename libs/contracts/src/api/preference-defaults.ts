// The layout settings of the settings drawer and /system/setting (spec §2 Layout), kept per user:
// their constants, free of zod, so the web app's first chunk carries them without the schema library.

/** §2 Layout: theme colour default #409EFF. */
export const DEFAULT_THEME_COLOR = '#409EFF';

/** The preset row of the theme colour (§2 Layout "preset palette"); any other colour comes from the picker. */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;

/** A colour as #RRGGBB. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** One user's layout settings (the schema in ./preferences.ts checks this shape). */
export interface UserPreferences {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/** What a user who never saved settings gets, and what "reset" restores. */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};
