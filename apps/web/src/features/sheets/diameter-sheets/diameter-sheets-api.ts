/** A handwritten diameter sheet's template one (logs per diameter class) or two (one log per cell). */
export type HandwritingTemplate = 1 | 2;

/**
 * (chosen) The template to print for a stock-in sheet, as a PDF in the user's language (template
 * one lists the classes of the sheet's standard): a download, so not an RTK Query call.
 */
export const handwritingTemplateUrl = (template: HandwritingTemplate): string =>
  `/api/cmw/handwriting/template/${template}`;
