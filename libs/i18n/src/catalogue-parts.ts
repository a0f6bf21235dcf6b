/**
 * The web dictionary in three parts, so that a page loads the words it shows (issue 22, a lighter
 * first load): the login page's first screen (the login form and its checks, the forgot-password
 * dialog, the language menu, PrimeReact's words, the API layer's errors), the signed-in shell (the
 * layout, the menu, the dashboard and its dialogs), the public share page's own words (with the
first two, all it shows) and the rest (every other screen). The built
 * web app serves each part of a language as a chunk of its own (`<language>.json?part=<part>`,
 * filtered by apps/web/vite.config.mts). No imports: the Vite configuration reads this file.
 */
export const CATALOGUE_PARTS = ['first-screen', 'shell', 'share', 'rest'] as const;

export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The message groups (an id's first word) of each part but the rest, which has every other group. */
export const CATALOGUE_PART_GROUPS: Readonly<Record<Exclude<CataloguePart, 'rest'>, readonly string[]>> = {
  'first-screen': ['app', 'common', 'language', 'login', 'request', 'reset', 'validation'],
  shell: [
    'arrears',
    'dashboard',
    'error',
    'layout',
    'password',
    'route',
    'settings',
    'sheet',
    'standard',
    'stockAge',
    'tags',
    'unit',
    'volumeCalc',
    'volumeError',
    'volumeExplain',
  ],
  share: ['diamData', 'order', 'shareOrder'],
};

/** The part a message id belongs to. */
export function partOfMessage(id: string): CataloguePart {
  const group = id.slice(0, id.indexOf('.'));
  const parts = Object.keys(CATALOGUE_PART_GROUPS) as Exclude<CataloguePart, 'rest'>[];
  return parts.find((part) => CATALOGUE_PART_GROUPS[part].includes(group)) ?? 'rest';
}

/** One part of a dictionary. */
export const cataloguePart = <Messages extends Record<string, unknown>>(
  messages: Messages,
  part: CataloguePart,
): Partial<Messages> =>
  Object.fromEntries(
    Object.entries(messages).filter(([id]) => partOfMessage(id) === part),
  ) as Partial<Messages>;

/** The first screen's part of a dictionary. */
export const firstScreenPart = <Messages extends Record<string, unknown>>(
  messages: Messages,
): Partial<Messages> => cataloguePart(messages, 'first-screen');
