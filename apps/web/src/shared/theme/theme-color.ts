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

export function themeVariables(hex: string): Record<string, string> {
  const base = parseHex(hex);
  return {
    '--tb-primary-50': toHex(mix(base, 0.92)),
    '--tb-primary-200': toHex(mix(base, 0.7)),
    '--tb-primary-500': toHex(base),
    '--tb-primary-600': toHex(mix(base, -0.12)),
    '--tb-primary-700': toHex(mix(base, -0.28)),
    '--tb-primary-rgb': `${base.r}, ${base.g}, ${base.b}`,
  };
}

export function applyThemeColor(hex: string, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(hex))) {
    root.style.setProperty(name, value);
  }
}
