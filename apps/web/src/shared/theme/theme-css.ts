/**
 * The PrimeReact theme is compiled with fixed blue shades. The build rewrites those shades in
 * the theme's CSS to CSS variables (vite.config.mts), so the theme follows the colour chosen in
 * the settings drawer; theme-color.ts sets the variables at run time.
 */
export const THEME_FILE = /primereact\/resources\/themes\/lara-light-blue\/theme\.css/;

/** Lara blue shade → the variable that replaces it. */
export const THEME_SHADES: Readonly<Record<string, string>> = {
  '#eff6ff': 'var(--tb-primary-50)',
  '#bfdbfe': 'var(--tb-primary-200)',
  '#3b82f6': 'var(--tb-primary-500)',
  '#2563eb': 'var(--tb-primary-600)',
  '#1d4ed8': 'var(--tb-primary-700)',
};

export function rewriteThemeCss(css: string): string {
  let out = css.replace(/rgba\(59,\s*130,\s*246,\s*([0-9.]+)\)/g, 'rgba(var(--tb-primary-rgb), $1)');
  for (const [hex, variable] of Object.entries(THEME_SHADES)) {
    out = out.replace(new RegExp(hex, 'gi'), variable);
  }
  return out;
}
