import {
  cutBox,
  flatPage,
  type GreyImage,
  locatePage,
  type PhotoProblem,
  readRows,
  type RowReading,
  templateLayout,
  type TemplateLayout,
  type TemplateNumber,
} from '@timber/handwriting';
import sharp from 'sharp';
import { type DigitNetwork } from './digit-network';

/** What the photo of a filled template reads as: its rows, and the page drawn flat for the review. */
export interface SheetReading {
  template: TemplateNumber;
  rows: RowReading[];
  /** the page as if scanned flat (PAGE_PX_PER_MM), grey */
  page: GreyImage;
  /** the photo's pixels per page mm about the boxes */
  pixelsPerMm: number;
}

/** The photo is no image sharp can decode. */
export class UnreadablePhotoError extends Error {
  constructor(cause: unknown) {
    super('the photo could not be decoded', { cause });
    this.name = 'UnreadablePhotoError';
  }
}

/**
 * A photo (JPEG, PNG, WebP; its EXIF orientation applied) decoded to the grey the reader looks at:
 * its blue channel, where the boxes' light blue drop-out colour all but vanishes and pen ink stays.
 */
export async function decodeSheetPhoto(photo: Buffer): Promise<GreyImage> {
  try {
    const { data, info } = await sharp(photo, { failOn: 'error' })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .extractChannel('blue')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
}

/**
 * Reads a photo of template one (whose lines are `classes`, as printed) or two: the page located,
 * each box cut and read by the network. Answers the problem to retake for when the page cannot be read.
 */
export async function readSheetPhoto(
  photo: Buffer | GreyImage,
  template: TemplateNumber,
  network: DigitNetwork,
  classes: readonly number[] = [],
): Promise<SheetReading | { problem: PhotoProblem }> {
  const grey = Buffer.isBuffer(photo) ? await decodeSheetPhoto(photo) : photo;
  const layoutOf = (asked: TemplateNumber): TemplateLayout =>
    asked === 1 ? templateLayout(1, classes) : templateLayout(2);
  const located = locatePage(grey, layoutOf, template);
  if ('problem' in located) {
    return located;
  }
  const layout = layoutOf(template);
  const rows = await readRows(
    layout,
    (box) => cutBox(grey, located.toPhoto, box),
    (cuts) => network.read(cuts),
  );
  return {
    template,
    rows,
    page: flatPage(grey, located.toPhoto, layout.page),
    pixelsPerMm: located.pixelsPerMm,
  };
}
