/** The languages of the product (spec §1). The layout's switch offers zh, en and ru. */
export const LOCALES = ['zh', 'en', 'es', 'ja', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const SWITCHABLE_LOCALES: readonly Locale[] = ['zh', 'en', 'ru'];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The product language for a header or browser value such as `zh-CN`, `ru,en;q=0.8` or `es`:
 * the first listed language the product speaks, else English.
 */
export function resolveLocale(value: string | null | undefined): Locale {
  for (const part of (value ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split(/[-_]/)[0] ?? '';
    if (isLocale(base)) {
      return base;
    }
  }
  return DEFAULT_LOCALE;
}
