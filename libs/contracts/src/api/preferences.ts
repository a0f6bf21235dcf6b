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

/** A wide list's key (e.g. stock-in) and its columns' keys (e.g. deviceNo). */
const TABLE_KEY = /^[a-z][a-zA-Z0-9.-]{0,59}$/;
const COLUMN_KEY = /^[a-zA-Z][a-zA-Z0-9._-]{0,59}$/;

/** The columns the user hides in one wide list (issue 22), replaced whole; none hidden shows every column. */
export const tableColumnsSaveSchema = z.strictObject({
  table: z.string().regex(TABLE_KEY, { error: 'invalid' }).describe('the list, e.g. stock-in'),
  hidden: z
    .array(z.string().regex(COLUMN_KEY, { error: 'invalid' }))
    .max(60)
    .transform((keys) => [...new Set(keys)])
    .describe('the keys of its hidden columns'),
});
export type TableColumnsSave = z.infer<typeof tableColumnsSaveSchema>;

/** What a save answers: the list and its hidden columns as kept. */
export const tableColumnsSavedSchema = z.object({ table: z.string(), hidden: z.array(z.string()) });

/** Every list in which the user hides columns: the list's key to its hidden columns' keys. */
export const tableColumnsSchema = z.record(z.string(), z.array(z.string()));
export type TableColumns = z.infer<typeof tableColumnsSchema>;

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
  /** kept by the tenant's administrators ((chosen) POST /sys/user/account/edit); empty until set */
  address: z.string(),
  registerTime: z.string(),
});
export type TenantAccount = z.infer<typeof tenantAccountSchema>;

/** The longest address the account centre keeps (identity.tenants.address). */
export const TENANT_ADDRESS_MAX = 200;

/** (chosen) POST /sys/user/account/edit: what the tenant's administrators may change of its account. */
export const tenantAccountSaveSchema = z.strictObject({
  address: z.string().trim().max(TENANT_ADDRESS_MAX),
});
export type TenantAccountSave = z.infer<typeof tenantAccountSaveSchema>;
