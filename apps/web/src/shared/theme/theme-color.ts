/** Shades of the chosen theme colour as CSS variables the PrimeReact theme reads (see theme-color-plugin.mts). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '409eff';
  const n = Number.parseInt(value, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

const toHex = ({ r, g, b }: Rgb): string =>
  `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

/** Mixes the colour with white (weight > 0) or black (weight < 0). */
export function mix(color: Rgb, weight: number): Rgb {
  const target = weight >= 0 ? 255 : 0;
  const w = Math.abs(weight);
  return {
    r: color.r + (target - color.r) * w,
    g: color.g + (target - color.g) * w,
    b: color.b + (target - color.b) * w,
  };
}

/** WCAG 2.1 relative luminance of an sRGB colour. */
export function luminance({ r, g, b }: Rgb): number {
  const channel = (part: number) => {
    const c = part / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Text (and white-on-colour buttons) at 5:1 on white (WCAG 2.1 AA asks 4.5:1; the margin keeps
 * it above 4.5:1 on the pale primary-50 highlight too): the colour itself when dark enough, else
 * the colour darkened in 2 % steps until it is (issue 41). The brand colour stays for borders
 * and accents.
 */
export function readableShade(base: Rgb, ratio = 5): Rgb {
  for (let weight = 0; weight < 1; weight += 0.02) {
    const shade = mix(base, -weight);
    if (contrast(rounded(shade), WHITE) >= ratio) {
      return shade;
    }
  }
  return { r: 0, g: 0, b: 0 };
}

const rounded = ({ r, g, b }: Rgb): Rgb => ({ r: Math.round(r), g: Math.round(g), b: Math.round(b) });

export function themeVariables(hex: string): Record<string, string> {
  const base = parseHex(hex);
  const text = readableShade(base);
  return {
    '--tb-primary-50': toHex(mix(base, 0.92)),
    '--tb-primary-200': toHex(mix(base, 0.7)),
    '--tb-primary-500': toHex(base),
    '--tb-primary-600': toHex(mix(base, -0.12)),
    '--tb-primary-700': toHex(mix(base, -0.28)),
    '--tb-primary-rgb': `${base.r}, ${base.g}, ${base.b}`,
    '--tb-primary-text': toHex(text),
    '--tb-primary-text-600': toHex(mix(text, -0.12)),
    '--tb-primary-text-700': toHex(mix(text, -0.24)),
  };
}

export function applyThemeColor(hex: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(hex))) {
    root.style.setProperty(name, value);
  }
}
