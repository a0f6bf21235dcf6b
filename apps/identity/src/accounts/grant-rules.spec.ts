import { allPermissionKeys, DomainError, USER_TYPE } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import {
  assertMayChangeGroup,
  assertMayChangeUserAccess,
  assertMayGrant,
  type Editor,
  type UserAccessChange,
} from './grant-rules';

const ROLE_EDITOR: Editor = {
  userId: 'me',
  type: USER_TYPE.ORDINARY,
  groupIds: ['g-roles'],
  groupPaths: ['system', 'system/role', 'system/setting'],
};
const SUPER: Editor = { userId: 'boss', type: USER_TYPE.SUPER_ADMIN, groupIds: ['g-roles'], groupPaths: [] };

/** The error key a rule throws, or 'ok'. */
const outcome = (rule: () => void): string => {
  try {
    rule();
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) {
      return `${error.key}${error.params.key ? ` ${error.params.key}` : ''}`;
    }
    throw error;
  }
};

describe('assertMayGrant: only keys the editor holds', () => {
  it.each([
    [ROLE_EDITOR, [], 'ok'],
    [ROLE_EDITOR, ['system/role'], 'ok'],
    [ROLE_EDITOR, ['system', 'system/role', 'system/setting'], 'ok'],
    [ROLE_EDITOR, ['system/role', 'countKing/list'], 'PERMISSION_GROUP.NOT_HELD countKing/list'],
    // the first lacking key in sorted order is named, whatever order they came in
    [ROLE_EDITOR, ['system/setting', 'stock', 'invoice'], 'PERMISSION_GROUP.NOT_HELD invoice'],
    [ROLE_EDITOR, allPermissionKeys(), expect.stringMatching(/^PERMISSION_GROUP.NOT_HELD /)],
    [{ ...ROLE_EDITOR, groupPaths: [] }, ['system/role'], 'PERMISSION_GROUP.NOT_HELD system/role'],
    // an administrator (7) holds only its groups' keys too
    [{ ...ROLE_EDITOR, type: USER_TYPE.ADMIN }, ['invoice'], 'PERMISSION_GROUP.NOT_HELD invoice'],
    // a key a group still lists but the tree no longer has is held by no one
    [{ ...ROLE_EDITOR, groupPaths: ['gone/key'] }, ['gone/key'], 'PERMISSION_GROUP.NOT_HELD gone/key'],
    [SUPER, allPermissionKeys(), 'ok'],
  ])('%#', (editor, keys, expected) => {
    expect(outcome(() => assertMayGrant(editor, keys))).toEqual(expected);
  });
});

describe('assertMayChangeGroup: never a group of ones own', () => {
  it.each([
    [ROLE_EDITOR, 'g-other', 'ok'],
    [ROLE_EDITOR, 'g-roles', 'PERMISSION_GROUP.OWN_GROUP'],
    [{ ...ROLE_EDITOR, groupIds: ['g-a', 'g-b'] }, 'g-b', 'PERMISSION_GROUP.OWN_GROUP'],
    [SUPER, 'g-roles', 'ok'],
  ])('%#', (editor, groupId, expected) => {
    expect(outcome(() => assertMayChangeGroup(editor, groupId))).toBe(expected);
  });
});

const change = (overrides: Partial<UserAccessChange>): UserAccessChange => ({
  userId: 'other',
  type: { before: USER_TYPE.ORDINARY, after: USER_TYPE.ORDINARY },
  groupIds: { before: ['g-1'], after: ['g-1'] },
  addedGroupPaths: [],
  ...overrides,
});

describe('assertMayChangeUserAccess: not oneself, and only groups whose keys one holds', () => {
  it.each([
    ['another user, groups unchanged', ROLE_EDITOR, change({}), 'ok'],
    [
      'another user, a group of held keys added',
      ROLE_EDITOR,
      change({ addedGroupPaths: ['system/setting'] }),
      'ok',
    ],
    [
      'another user, a group of a key not held added',
      ROLE_EDITOR,
      change({ groupIds: { before: [], after: ['g-all'] }, addedGroupPaths: ['invoice', 'system/role'] }),
      'PERMISSION_GROUP.NOT_HELD invoice',
    ],
    [
      'another user, a group taken away',
      ROLE_EDITOR,
      change({ groupIds: { before: ['g-1', 'g-2'], after: ['g-1'] } }),
      'ok',
    ],
    [
      'oneself, name only (same groups in another order, same type)',
      ROLE_EDITOR,
      change({ userId: 'me', groupIds: { before: ['g-1', 'g-2'], after: ['g-2', 'g-1', 'g-2'] } }),
      'ok',
    ],
    [
      'oneself, a group added even of held keys',
      ROLE_EDITOR,
      change({
        userId: 'me',
        groupIds: { before: ['g-1'], after: ['g-1', 'g-2'] },
        addedGroupPaths: ['system'],
      }),
      'SYSTEM_USER.OWN_ACCESS',
    ],
    [
      'oneself, a group taken away',
      ROLE_EDITOR,
      change({ userId: 'me', groupIds: { before: ['g-1', 'g-2'], after: ['g-1'] } }),
      'SYSTEM_USER.OWN_ACCESS',
    ],
    [
      'oneself, another type',
      ROLE_EDITOR,
      change({ userId: 'me', type: { before: USER_TYPE.ORDINARY, after: USER_TYPE.ADMIN } }),
      'SYSTEM_USER.OWN_ACCESS',
    ],
    [
      'the super administrator gives any group to anyone',
      SUPER,
      change({ addedGroupPaths: allPermissionKeys() }),
      'ok',
    ],
  ])('%s', (_case, editor, userChange, expected) => {
    expect(outcome(() => assertMayChangeUserAccess(editor, userChange))).toBe(expected);
  });
});
