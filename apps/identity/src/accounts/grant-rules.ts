import { effectiveResources } from '@timber/auth';
import { DomainError, USER_TYPE } from '@timber/contracts';

/**
 * Who edits permission groups and users, as read in the edit's transaction (issue 34, finding 2):
 * their type, their groups and the keys those give them.
 */
export interface Editor {
  userId: string;
  type: number;
  groupIds: readonly string[];
  groupPaths: readonly string[];
}

const isSuperAdmin = (editor: Editor) => editor.type === USER_TYPE.SUPER_ADMIN;

/**
 * An editor gives only permissions it holds itself: every key granted must be among its own
 * (a super administrator holds every key). Else PERMISSION_GROUP.NOT_HELD naming the first key.
 */
export function assertMayGrant(editor: Editor, keys: readonly string[]): void {
  if (isSuperAdmin(editor)) {
    return;
  }
  const held = new Set(effectiveResources(editor.type, editor.groupPaths));
  const lacking = [...keys].sort().find((key) => !held.has(key));
  if (lacking !== undefined) {
    throw new DomainError('PERMISSION_GROUP.NOT_HELD', { key: lacking });
  }
}

/**
 * An editor may not change (or delete) a group it belongs to: that would change its own
 * permissions. A super administrator may (its permissions do not come from groups).
 */
export function assertMayChangeGroup(editor: Editor, groupId: string): void {
  if (!isSuperAdmin(editor) && editor.groupIds.includes(groupId)) {
    throw new DomainError('PERMISSION_GROUP.OWN_GROUP');
  }
}

/** A user's groups and type as an edit finds them and as it would leave them. */
export interface UserAccessChange {
  userId: string;
  type: { before: number; after: number };
  groupIds: { before: readonly string[]; after: readonly string[] };
  /** the keys of every group the user is to be given that it was not in yet */
  addedGroupPaths: readonly string[];
}

/**
 * Who may give whom which groups: never oneself (no new groups, none taken away, no other type:
 * SYSTEM_USER.OWN_ACCESS), and to another user only groups whose keys the editor holds (taking
 * groups away is always allowed). A super administrator is exempt.
 */
export function assertMayChangeUserAccess(editor: Editor, change: UserAccessChange): void {
  if (isSuperAdmin(editor)) {
    return;
  }
  if (change.userId === editor.userId) {
    const same =
      change.type.before === change.type.after && sameSet(change.groupIds.before, change.groupIds.after);
    if (!same) {
      throw new DomainError('SYSTEM_USER.OWN_ACCESS');
    }
    return;
  }
  assertMayGrant(editor, change.addedGroupPaths);
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
};
