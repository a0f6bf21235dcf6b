import { z } from 'zod';
import { type ContextEvents } from './event-entry';
import { operationPerformed } from './operation.events';

/** Who changed an account, and from where: every account event carries it. */
const actor = { actorId: z.uuid(), actorName: z.string(), ip: z.string() };

/** The events identity publishes: account changes and its operation log's own entries. */
export const IDENTITY_EVENTS = {
  'identity.operation.performed': operationPerformed('identity'),
  /**
   * an administrator user was added, edited, enabled or disabled, or deleted (§2 Account
   * management); identity has already refreshed or ended the user's live sessions
   */
  'identity.user.changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      username: z.string(),
      change: z.enum(['created', 'updated', 'enabled', 'disabled', 'deleted']),
      ...actor,
    }),
    publisher: 'identity',
    key: 'user id',
  },
  /** a permission group was added, edited or deleted; its members' live sessions already hold its keys */
  'identity.permission-group.changed': {
    version: 1,
    payload: z.object({
      groupId: z.uuid(),
      permName: z.string(),
      change: z.enum(['created', 'updated', 'deleted']),
      /** the route and button keys it grants after the change (none once deleted) */
      keys: z.array(z.string()),
      ...actor,
    }),
    publisher: 'identity',
    key: 'group id',
  },
  /** a user saved their layout settings (§2 Layout settings drawer, /system/setting) */
  'identity.user-preferences.changed': {
    version: 1,
    payload: z.object({
      userId: z.uuid(),
      username: z.string(),
      themeColor: z.string(),
      tagsView: z.boolean(),
      fixedHeader: z.boolean(),
      sidebarLogo: z.boolean(),
      ...actor,
    }),
    publisher: 'identity',
    key: 'user id',
  },
  /** an administrator changed the tenant's account details (§2 Customer account info) */
  'identity.tenant-account.changed': {
    version: 1,
    payload: z.object({ address: z.string(), ...actor }),
    publisher: 'identity',
    key: 'tenant id',
  },
} as const satisfies ContextEvents<'identity'>;
