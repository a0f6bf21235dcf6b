import { ROUTES } from '@timber/contracts';
import { type StoryChapter } from '../story';
import { STORY_DAYS } from './stock';

/** The yard's IP cameras: channel, number, address, codec (the gate and the two yards). */
const CAMERAS = [
  ['01', 'CAMGATE', '192.168.10.21', 'H.265'],
  ['02', 'CAMYARDA', '192.168.10.22', 'H.265'],
  ['03', 'CAMYARDB', '192.168.10.23', 'H.265'],
] as const;

/**
 * Cameras (§2 Devices, IP cameras): in its first week the yard puts up a camera at the gate and
 * one over each yard, through the devices API as the administrator adds them.
 */
export function camerasChapter(): StoryChapter {
  return {
    name: 'cameras',
    async run(story) {
      const devices = story.api('devices');
      for (const [index, [channelNO, cameraNO, ip, codec]] of CAMERAS.entries()) {
        await story.at(STORY_DAYS - 2 - index, `1${index}:20`);
        await devices.ok('POST', ROUTES.cameraCreate.path, {
          channelNO,
          cameraNO,
          ip,
          rtspPort: 554,
          codec,
          adminPwd: 'Cam-admin-2026',
        });
      }
    },
  };
}
