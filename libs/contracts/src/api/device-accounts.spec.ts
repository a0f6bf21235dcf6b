import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '../permissions';
import { canLogInToApp } from './device-accounts';

describe('canLogInToApp (§6 user types)', () => {
  it.each([
    [USER_TYPE.SUPER_ADMIN, true],
    [USER_TYPE.ADMIN, true],
    [USER_TYPE.ORDINARY, false],
    [0, false],
    [5, false],
    [-7, false],
  ])('type %i may log in to the app: %s', (type, allowed) => {
    expect(canLogInToApp(type)).toBe(allowed);
  });
});
