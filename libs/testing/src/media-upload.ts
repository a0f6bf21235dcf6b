import { MEDIA_PART_FIELD, type MediaStored, type MediaUploadPlan } from '@timber/contracts';
import { type ApiClient } from './api-client';

/**
 * Uploads a file as the web app does (spec §7 Media upload): begin, every part in turn in the
 * size the plan asks for, complete. Works against counting itself and through the BFF's /api.
 */
export async function uploadMedia(
  api: ApiClient,
  bytes: Buffer,
  { fileName = 'pile.jpg', contentType = 'image/jpeg' }: { fileName?: string; contentType?: string } = {},
): Promise<MediaStored & { parts: number }> {
  const plan = await api.ok<MediaUploadPlan>('POST', '/media/upload/begin', {
    fileName,
    size: bytes.length,
    contentType,
  });
  for (let index = 0; index < plan.parts; index++) {
    const part = bytes.subarray(index * plan.partSize, (index + 1) * plan.partSize);
    const answer = await api.form(`/media/upload/${plan.uploadId}/part/${index}`, MEDIA_PART_FIELD, part);
    if (answer.body.code !== 0) {
      throw new Error(`part ${index} answered ${answer.status} ${answer.body.code}: ${answer.body.msg}`);
    }
  }
  const stored = await api.ok<MediaStored>('POST', `/media/upload/${plan.uploadId}/complete`);
  return { ...stored, parts: plan.parts };
}
