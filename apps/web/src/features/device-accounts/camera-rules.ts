import { CAMERA_CODE, CAMERA_CODECS, CAMERA_LIMITS, IPV4 } from '@timber/contracts';
import { between, matches, maxLength, required, type Rule } from '../../shared/form/validators';

/** §5 Camera: channelNO, cameraNO, ip, rtspPort, codec, adminPwd required; max lengths 10, 10, 20. */
export type CameraField = 'channelNO' | 'cameraNO' | 'ip' | 'rtspPort' | 'codec' | 'adminPwd';
export type CameraValues = Record<CameraField, string>;

export const PORT_MAX_CHARS = 5;
export const DEFAULT_RTSP_PORT = '554';

export const EMPTY_CAMERA: CameraValues = {
  channelNO: '',
  cameraNO: '',
  ip: '',
  rtspPort: DEFAULT_RTSP_PORT,
  codec: CAMERA_CODECS[0],
  adminPwd: '',
};

export const cameraNumberRules: readonly Rule[] = [
  required('camera.cameraNoRequired'),
  maxLength(CAMERA_LIMITS.cameraNO),
  matches(CAMERA_CODE, 'camera.codeFormat'),
];

/** The form's rules; the admin password is asked for on add and kept when left empty on edit (§3). */
export function cameraRules(editing: boolean): Record<CameraField, readonly Rule[]> {
  return {
    channelNO: [
      required('camera.channelNoRequired'),
      maxLength(CAMERA_LIMITS.channelNO),
      matches(CAMERA_CODE, 'camera.codeFormat'),
    ],
    cameraNO: cameraNumberRules,
    ip: [required('camera.ipRequired'), maxLength(CAMERA_LIMITS.ip), matches(IPV4, 'camera.ipFormat')],
    rtspPort: [
      required('camera.portRequired'),
      matches(/^\d+$/, 'camera.portRange'),
      between(1, 65_535, 'camera.portRange'),
    ],
    codec: [required('camera.codecRequired')],
    adminPwd: editing
      ? [maxLength(CAMERA_LIMITS.adminPwd)]
      : [required('camera.adminPwdRequired'), maxLength(CAMERA_LIMITS.adminPwd)],
  };
}

/** What the server gets: trimmed fields, the port as a number; no adminPwd on an edit that keeps it. */
export function cameraBody(values: CameraValues) {
  return {
    channelNO: values.channelNO.trim(),
    cameraNO: values.cameraNO.trim(),
    ip: values.ip.trim(),
    rtspPort: Number(values.rtspPort),
    codec: CAMERA_CODECS.find((codec) => codec === values.codec) ?? CAMERA_CODECS[0],
    ...(values.adminPwd ? { adminPwd: values.adminPwd } : {}),
  };
}
