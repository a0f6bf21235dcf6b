import {
  HANDWRITING_PHOTO_FIELD,
  type HandwritingReading,
  handwritingReadingSchema,
} from '@timber/contracts';
import { UploadError, uploadForm } from '../../../shared/files/upload-form';

/** A handwritten diameter sheet's template one (logs per diameter class) or two (one log per cell). */
export type HandwritingTemplate = 1 | 2;

/**
 * (chosen) The template to print for a stock-in sheet, as a PDF in the user's language (template
 * one lists the classes of the sheet's standard): a download, so not an RTK Query call.
 */
export const handwritingTemplateUrl = (template: HandwritingTemplate): string =>
  `/api/cmw/handwriting/template/${template}`;

/** §7 /cmw/handwriting/{type}: where the photo of a filled template is sent to be read. */
export const handwritingReadUrl = (template: HandwritingTemplate): string =>
  `/api/cmw/handwriting/${template}`;

/** The read photo's page drawn flat (JPEG), on which each row's crop lies: an image read by POST. */
export const handwritingPagePath = (readingId: string): string =>
  `/api/cmw/handwriting/reading/${readingId}/page`;

/**
 * Sends the photo of a filled template as a multipart form (a file upload, so not an RTK Query
 * call) and answers its reading, mostly still `reading`: /cmw/handwriting/reading/{id} says when
 * it is read. A failure is shown as every API error is and rejects with an UploadError.
 */
export async function uploadSheetPhoto(
  template: HandwritingTemplate,
  file: File,
): Promise<HandwritingReading> {
  const form = new FormData();
  form.append(HANDWRITING_PHOTO_FIELD, file, file.name);
  const outcome = await uploadForm(handwritingReadUrl(template), form, handwritingReadingSchema);
  if (outcome.kind === 'refused') {
    // the route answers no import report; a refusal in that shape is a refusal all the same
    throw new UploadError({ code: 400, msg: outcome.message });
  }
  return outcome.data;
}
