import { z } from 'zod';
import { pageResultSchema } from '../api/common';
import {
  coordinateStatusSchema,
  coordinateUpdateSchema,
  countCreatedSchema,
  countCreateSchema,
  countIdParamSchema,
  countImageCardSchema,
  countImageDetailSchema,
  countImageIdParamSchema,
  countImagePageQuerySchema,
  countingSummarySchema,
  countOrderDetailSchema,
  countOrderNoParamSchema,
  countOrderRowSchema,
  countPageQuerySchema,
  imageFeedbackSchema,
  imageFeedbackStateSchema,
} from '../api/counting';
import {
  MEDIA_PART_FIELD,
  mediaPartReceiptSchema,
  mediaStoredSchema,
  mediaUploadBeginSchema,
  mediaUploadParamSchema,
  mediaUploadPartParamSchema,
  mediaUploadPlanSchema,
  mediaUploadStatusSchema,
} from '../api/media';
import { aliasRoute, type ApiRoute } from './api-route';

/** §2 permission tree: the count-order list (/countKing/list); its detail and the image list hang off it. */
const COUNTING = 'countKing/list';

const countImageList = {
  method: 'POST',
  path: '/oss/m/pageImg',
  summary:
    'Image cards (/imgList/index): filter by order number (num), status (5 in recognition, 10 done), type and days, newest first, 20 per scroll',
  tag: 'counting',
  upstream: 'counting',
  permission: COUNTING,
  body: countImagePageQuerySchema,
  data: pageResultSchema(countImageCardSchema),
} as const satisfies ApiRoute;

/**
 * Counting logs from photos (spec §2 Images and counts, §7 Counting by image or video, Media
 * upload): count orders, the point editor's save and confirm, the image list, the photos and the
 * media upload in parts. Photos and videos go through the BFF, never straight to storage.
 */
export const COUNTING_ROUTES = {
  countOrderList: {
    method: 'POST',
    path: '/count/page',
    summary:
      'Count orders, newest first: filter by order number and creation days (the caller’s), paged; qty counts the live images. (chosen) reviewed: only orders reviewed or verified (12, 15), for the stock-in sheet dialog',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    body: countPageQuerySchema,
    data: pageResultSchema(countOrderRowSchema),
  },
  countOrderCreate: {
    method: 'POST',
    path: '/count/create',
    summary:
      'A count order for an uploaded photo or video (ossUrl: the media key the upload answered; ossType 1 photo, 2 video); queued for recognition. (chosen) moreOssUrls: further photos of the same load (up to 10 in all), counted together as images of the one order',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    body: countCreateSchema,
    data: countCreatedSchema,
  },
  countOrderDelete: {
    method: 'POST',
    path: '/count/delete/:orderNo',
    summary: 'Delete a count order below status 12 (reviewed and verified orders stay)',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countOrderNoParamSchema,
    data: z.null(),
  },
  countOrderVerify: {
    method: 'POST',
    path: '/count/confirm/:id',
    summary: 'Verify a reviewed count order: 12 → 15, final',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countIdParamSchema,
    data: z.object({ id: z.number().int(), status: z.number().int() }),
  },
  countReviewSave: {
    method: 'POST',
    path: '/count/coordinate/update',
    summary:
      'Save the point editor’s circles of one image beside the detector’s (never overwritten), with the scale reference, log length and standard in dia; answers the image measured',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    body: coordinateUpdateSchema,
    data: countImageDetailSchema,
  },
  countImageConfirm: {
    method: 'POST',
    path: '/count/coordinate/updateStatus',
    summary: 'Confirm one reviewed image (10 → 12); the order becomes 12 when every live image is',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    body: coordinateStatusSchema,
    data: z.object({ imageStatus: z.number().int(), orderStatus: z.number().int() }),
  },
  countOrderDetail: {
    method: 'GET',
    path: '/count/detail/:id',
    summary:
      'A count order with every image: the detector’s and the user’s circles, reference, count, diameters and volumes where measurable',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countIdParamSchema,
    data: countOrderDetailSchema,
  },
  countImageList,
  countImageListAlias: aliasRoute(countImageList, '/count/img/page'),
  countImageDelete: {
    method: 'POST',
    path: '/count/img/delete/:id',
    summary: 'Delete an image card (state 4 → 0): it no longer counts towards its order',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countIdParamSchema,
    data: z.null(),
  },
  countImageRecover: {
    method: 'POST',
    path: '/count/img/recover/:id',
    summary: 'Recover a deleted image card (state 0 → 4)',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countIdParamSchema,
    data: z.null(),
  },
  countImageFeedback: {
    method: 'POST',
    path: '/oss/feedback/:id',
    summary:
      'Report that the recognition of an image was wrong, for the model’s provider (comment optional): picStatus 0 → 5, once per image; only an image with a result or a failure',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countIdParamSchema,
    body: imageFeedbackSchema,
    data: imageFeedbackStateSchema,
  },
  countingSummary: {
    method: 'GET',
    path: '/count/img/summary',
    summary: "(chosen) The dashboard's picture counts: being processed (0, 5) and processed (10, 12)",
    tag: 'counting',
    upstream: 'counting',
    data: countingSummarySchema,
  },
  countImagePhoto: {
    method: 'GET',
    path: '/count/img/photo/:imgId',
    summary:
      '(chosen) The photo of an image card, streamed with its stored type (JPEG, PNG or WebP); no storage URL or key reaches the browser',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countImageIdParamSchema,
    data: z.null(),
    download: true,
    downloadType: 'image/*',
    timeoutMs: 60_000,
  },
  countImageVideo: {
    method: 'GET',
    path: '/count/img/video/:imgId',
    summary:
      '(chosen) The video of a video order’s own image card, in the byte range the player asks for (Range: 206 with content-range, 416 past the end); the login token may come from its cookie, since a <video> cannot send a header. No storage URL or key reaches the browser',
    tag: 'counting',
    upstream: 'counting',
    permission: COUNTING,
    params: countImageIdParamSchema,
    data: z.null(),
    download: true,
    downloadType: 'video/*',
    ranged: true,
    timeoutMs: 120_000,
  },
  mediaUploadBegin: {
    method: 'POST',
    path: '/media/upload/begin',
    summary:
      '(chosen) Begin uploading a photo or video (JPEG, PNG, WebP up to 30 MB; MP4, MOV up to 500 MB): answers the upload id and its parts of partSize bytes (10 MB)',
    tag: 'media',
    upstream: 'counting',
    permission: COUNTING,
    body: mediaUploadBeginSchema,
    data: mediaUploadPlanSchema,
  },
  mediaUploadPart: {
    method: 'POST',
    path: '/media/upload/:uploadId/part/:index',
    summary: `(chosen) One part of the upload (form field ${MEDIA_PART_FIELD}; exactly partSize bytes but the last), in any order; sending it again replaces it (a retry after a timeout)`,
    tag: 'media',
    upstream: 'counting',
    permission: COUNTING,
    params: mediaUploadPartParamSchema,
    data: mediaPartReceiptSchema,
    upload: MEDIA_PART_FIELD,
    timeoutMs: 120_000,
  },
  mediaUploadStatus: {
    method: 'GET',
    path: '/media/upload/:uploadId',
    summary: '(chosen) The parts stored so far and those missing, to resume an upload after a reload',
    tag: 'media',
    upstream: 'counting',
    permission: COUNTING,
    params: mediaUploadParamSchema,
    data: mediaUploadStatusSchema,
  },
  mediaUploadComplete: {
    method: 'POST',
    path: '/media/upload/:uploadId/complete',
    summary:
      '(chosen) Check the whole file (type by its bytes, a photo decoded) and store it: answers ossUrl for /count/create; a broken file is refused and nothing stays stored. Repeating it answers the same media',
    tag: 'media',
    upstream: 'counting',
    permission: COUNTING,
    params: mediaUploadParamSchema,
    data: mediaStoredSchema,
    timeoutMs: 120_000,
  },
} as const satisfies Record<string, ApiRoute>;
