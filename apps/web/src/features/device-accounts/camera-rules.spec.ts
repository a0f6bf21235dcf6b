import { describe, expect, it } from 'vitest';
import { check, validateAll } from '../../shared/form/validators';
import { cameraBody, cameraNumberRules, cameraRules, type CameraValues, EMPTY_CAMERA } from './camera-rules';

const GOOD: CameraValues = {
  channelNO: '101',
  cameraNO: 'CAM01',
  ip: '192.168.1.64',
  rtspPort: '554',
  codec: 'H.265',
  adminPwd: 'Hik12345',
};

const errorsOf = (values: CameraValues, editing = false) =>
  Object.fromEntries(
    Object.entries(validateAll(values, cameraRules(editing))).map(([field, error]) => [field, error?.id]),
  );

describe('camera form rules (§5 Camera)', () => {
  it('accepts a complete form and offers H.265 by default', () => {
    expect(errorsOf(GOOD)).toEqual({});
    expect(EMPTY_CAMERA.codec).toBe('H.265');
  });

  it('requires every field on add, the admin password only on add', () => {
    const empty = { ...EMPTY_CAMERA, rtspPort: '', codec: '' };
    expect(errorsOf(empty)).toEqual({
      channelNO: 'camera.channelNoRequired',
      cameraNO: 'camera.cameraNoRequired',
      ip: 'camera.ipRequired',
      rtspPort: 'camera.portRequired',
      codec: 'camera.codecRequired',
      adminPwd: 'camera.adminPwdRequired',
    });
    expect(errorsOf({ ...GOOD, adminPwd: '' }, true)).toEqual({});
  });

  it.each([
    ['channelNO', '12345678901', 'validation.maxLength'],
    ['cameraNO', 'CAMERA-0001', 'validation.maxLength'],
    ['cameraNO', 'CAM 1', 'camera.codeFormat'],
    ['ip', '192.168.100.100.100.1', 'validation.maxLength'],
    ['ip', '192.168.1.256', 'camera.ipFormat'],
    ['ip', 'camera.local', 'camera.ipFormat'],
    ['rtspPort', '0', 'camera.portRange'],
    ['rtspPort', '65536', 'camera.portRange'],
  ] as const)('%s %j: %s', (field, value, error) => {
    expect(errorsOf({ ...GOOD, [field]: value })[field]).toBe(error);
  });

  it('checks the camera number edited in place with the same rules', () => {
    expect(check('', cameraNumberRules)?.id).toBe('camera.cameraNoRequired');
    expect(check('GATE-1', cameraNumberRules)).toBeNull();
  });
});

describe('cameraBody', () => {
  it('trims, sends the port as a number and no admin password on an edit that keeps it', () => {
    expect(cameraBody({ ...GOOD, cameraNO: ' CAM01 ', adminPwd: '' })).toEqual({
      channelNO: '101',
      cameraNO: 'CAM01',
      ip: '192.168.1.64',
      rtspPort: 554,
      codec: 'H.265',
    });
  });
});
