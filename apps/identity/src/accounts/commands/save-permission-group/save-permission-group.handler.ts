import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { allPermissionKeys, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type IdentityDb } from '../../../identity-db';
import { recordAccountChange } from '../../account-events';
import { AccountsRepository } from '../../accounts.repository';
import { assertMayChangeGroup, assertMayGrant } from '../../grant-rules';
import { LiveSessions } from '../../live-sessions';
import { SavePermissionGroupCommand } from './save-permission-group.command';

const KNOWN_KEYS = new Set(allPermissionKeys());

/**
 * Adds or edits a permission group whose keys are all of the permission tree; once committed, the
 * live sessions of its members hold the keys it grants now (their next request, every process).
 * The editor grants only keys it holds and edits no group it belongs to (grant-rules; a super
 * administrator is exempt).
 */
@CommandHandler(SavePermissionGroupCommand)
export class SavePermissionGroupHandler implements ICommandHandler<SavePermissionGroupCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
    private readonly sessions: LiveSessions,
  ) {}

  async execute({ input }: SavePermissionGroupCommand): Promise<{ id: string }> {
    const unknown = input.path.find((key) => !KNOWN_KEYS.has(key));
    if (unknown !== undefined) {
      throw new DomainError('PERMISSION_GROUP.UNKNOWN_KEY', { key: unknown });
    }
    const { tenantId, userId } = caller();
    const id = input.id ?? randomUUID();
    const paths = [...new Set(input.path)].sort();
    const members = await withTenant(this.db, tenantId, async (trx) => {
      const editor = await this.accounts.editor(trx, userId);
      if (input.id !== undefined) {
        assertMayChangeGroup(editor, input.id);
      }
      assertMayGrant(editor, paths);
      await this.accounts.saveGroup(
        trx,
        { id, tenantId, permName: input.permName, permDesc: input.permDesc, paths },
        input.id === undefined,
      );
      await recordAccountChange(
        trx,
        'identity.permission-group.changed',
        { groupId: id, permName: input.permName, change: input.id ? 'updated' : 'created', keys: paths },
        id,
      );
      return input.id ? this.accounts.groupMembers(trx, id) : [];
    });
    await this.sessions.refresh(tenantId, members);
    return { id };
  }
}
