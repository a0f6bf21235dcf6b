/** The schema of the layout settings (spec §2 Layout); their constants are in ./preference-defaults.ts. */
import { z } from 'zod';
import { HEX_COLOR } from './preference-defaults';

export * from './preference-defaults';

/** One user's layout settings: what GET answers and PUT replaces whole (every field, nothing else). */
export const userPreferencesSchema = z.strictObject({
  themeColor: z.string().regex(HEX_COLOR, { error: 'invalid' }).describe('#RRGGBB'),
  tagsView: z.boolean().describe('the tab strip of visited pages is shown'),
  fixedHeader: z.boolean().describe('the header stays at the top while the page scrolls'),
  sidebarLogo: z.boolean().describe('the logo is shown at the top of the sidebar'),
});
