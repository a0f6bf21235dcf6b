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

/**
 * §2 Customer account info, identity's part (§7 GET /sys/user/account): the tenant's number and
 * name, its contact phone (its first super administrator's) and address, and when it registered.
 * The money (balance, credit limit, fee items) is billing's: /bill/account/get.
 */
export const tenantAccountSchema = z.object({
  tenantId: z.uuid(),
  customerNo: z.string(),
  customerName: z.string(),
  phone: z.string(),
  /** not recorded by the system yet: empty */
  address: z.string(),
  registerTime: z.string(),
});
export type TenantAccount = z.infer<typeof tenantAccountSchema>;
