/**
 * The PrimeReact theme is compiled with fixed blue shades. The build rewrites those shades in
 * the theme's CSS to CSS variables (vite.config.mts), so the theme follows the colour chosen in
 * the settings drawer; theme-color.ts sets the variables at run time.
 *
 * Text and the backgrounds of white-on-colour buttons take the readable shades
 * (--tb-primary-text*, 5:1 on white, issue 41: WCAG 2.1 AA); borders, outlines, focus rings and
 * other accents keep the brand colour itself. A rule that fills with a primary shade draws its
 * border in the same readable shade, so a button is one colour.
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

/** Lara's strong blue shades → the readable shade that replaces them in text and fills. */
export const READABLE_SHADES: Readonly<Record<string, string>> = {
  '#3b82f6': 'var(--tb-primary-text)',
  '#2563eb': 'var(--tb-primary-text-600)',
  '#1d4ed8': 'var(--tb-primary-text-700)',
};

/**
 * Lara's status colours (success, info, warning, danger, help; the messages' and toasts' greens,
 * ambers and reds) are 2.2 to 3.8:1 on white: each becomes the shade two steps darker (Tailwind
 * 700 for 500, 800 for 600, 900 for 700), at 4.5:1 or more with white text on it or as text on
 * white and on the messages' pale backgrounds (issue 41). One pass, so no shade is mapped twice.
 */
export const STATUS_SHADES: Readonly<Record<string, string>> = {
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#15803d': '#14532d',
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#0369a1': '#0c4a6e',
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#c2410c': '#7c2d12',
  '#ef4444': '#b91c1c',
  '#dc2626': '#991b1b',
  '#b91c1c': '#7f1d1d',
  '#a855f7': '#7e22ce',
  '#9333ea': '#6b21a8',
  '#7e22ce': '#581c87',
  '#1ea97c': '#15803d',
  '#cc8925': '#92400e',
  '#ff5757': '#b91c1c',
  '#e24c4c': '#b91c1c',
};

const STATUS = new RegExp(Object.keys(STATUS_SHADES).join('|'), 'gi');

const STRONG = /#(?:3b82f6|2563eb|1d4ed8)/gi;
const FILL = /(?:^|[;{\s])background(?:-color)?\s*:[^;}]*#(?:3b82f6|2563eb|1d4ed8)/i;
const DECLARATION = /([;{\s])([-a-z]+)(\s*:)([^;}]*)/gi;
const readable = (hex: string) => READABLE_SHADES[hex.toLowerCase()] ?? hex;

/** Text colours, and in a rule that fills with a primary shade its fill and border too. */
function readableDeclarations(block: string): string {
  const properties = FILL.test(block)
    ? /^(?:--primary-color|--highlight-text-color|color|background|background-color|border|border-color)$/i
    : /^(?:--primary-color|--highlight-text-color|color)$/i;
  return block.replace(
    DECLARATION,
    (declaration, before: string, property: string, colon: string, value: string) =>
      properties.test(property)
        ? `${before}${property}${colon}${value.replace(STRONG, readable)}`
        : declaration,
  );
}

export function rewriteThemeCss(css: string): string {
  let out = css.replace(STATUS, (hex) => STATUS_SHADES[hex.toLowerCase()] ?? hex);
  out = out.replace(/\{[^{}]*\}/g, readableDeclarations);
  out = out.replace(/rgba\(59,\s*130,\s*246,\s*([0-9.]+)\)/g, 'rgba(var(--tb-primary-rgb), $1)');
  for (const [hex, variable] of Object.entries(THEME_SHADES)) {
    out = out.replace(new RegExp(hex, 'gi'), variable);
  }
  return out;
}
