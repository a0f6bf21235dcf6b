import { z } from 'zod';
import {
  HANDWRITING_PHOTO_FIELD,
  handwritingReadingParamSchema,
  handwritingReadingSchema,
  handwritingTemplateParamSchema,
} from '../api/stock-counts';
import { type ApiRoute } from './api-route';

/** The diameter sheets dialog reads its photos: the stock-in list's key, as its other calls. */
const reading = { tag: 'diameter-sheets', upstream: 'counting', permission: 'stock/entry' } as const;

/**
 * Reading the photo of a filled handwritten diameter sheet (§2 the stock-in list's diameter sheets
 * dialog, "image upload using template one or two"; §7 /cmw/handwriting/{type}; issue 40): counting
 * keeps the photo and the reading, the recognition worker reads it (a BullMQ job, like a photo
 * count). Nothing is written to a diameter sheet: the user reviews the rows and saves them through
 * /checkStock/modify or /purchase/diasheet/*.
 */
export const HANDWRITING_ROUTES = {
  handwritingRead: {
    ...reading,
    method: 'POST',
    path: '/cmw/handwriting/:type',
    summary: `Read the photo of a filled template one or two (form field ${HANDWRITING_PHOTO_FIELD}: JPEG, PNG or WebP up to 10 MB): answers the reading, status reading, whose rows /cmw/handwriting/reading/{id} gives when read (about 2 s)`,
    params: handwritingTemplateParamSchema,
    data: handwritingReadingSchema,
    upload: HANDWRITING_PHOTO_FIELD,
    timeoutMs: 60_000,
  },
  handwritingReading: {
    ...reading,
    method: 'POST',
    path: '/cmw/handwriting/reading/:id',
    summary:
      "(chosen) A photo's reading: reading, read (the rows with anything written, each cell its digits, value, confidence and flags; the doubtful rows marked) or failed (what to retake); the caller's own readings only",
    params: handwritingReadingParamSchema,
    reads: true,
    data: handwritingReadingSchema,
  },
  handwritingReadingPage: {
    ...reading,
    method: 'POST',
    path: '/cmw/handwriting/reading/:id/page',
    summary:
      "(chosen) The read photo's page drawn flat (its perspective undone; JPEG, page.pxPerMm pixels per mm), for the review's crop of each row",
    params: handwritingReadingParamSchema,
    reads: true,
    data: z.null(),
    download: true,
    downloadType: 'image/jpeg',
  },
} as const satisfies Record<string, ApiRoute>;
