import { type Point, templateLayout, type TemplateLayout, type TemplateNumber } from '@timber/handwriting';
import { type Locale, LOCALES } from '@timber/i18n';
import { loadMnistDigits, splitDigits } from '../digits/digits';
import { type FilledSheet, fillSheet } from './fill-sheet';
import { photograph, photoPixelsPerMm, planPhoto } from './photograph';
import { choosePrinter, printPage } from './print-page';
import { Random } from './random';
import { choosePen, type DigitHeights, type DigitsByLabel, digitsByLabel, writeSheet } from './write-ink';

/** What a generated sheet's photo should read as, and how it was made (to tell why when it does not). */
export interface SheetTruth extends FilledSheet {
  name: string;
  seed: number;
  locale: Locale;
  pen: 'blue' | 'black';
  photo: {
    width: number;
    height: number;
    /** the page's corners in the photo, px: top left, top right, bottom right, bottom left */
    corners: Point[];
    /** the page's pixels per mm in the photo, along its shortest edge */
    pixelsPerMm: number;
    rotationDegrees: number;
    fill: number;
    blur: number;
    noise: number;
    quality: number;
    shadow: boolean;
  };
}

export interface GeneratedSheet {
  /** the photo, JPEG */
  photo: Buffer;
  truth: SheetTruth;
}

/**
 * The page is drawn flat this finely before it is photographed: at least as fine as the largest
 * photo sees it (a 4000 px photo 90 % filled by the page's 297 mm: about 12 px per mm).
 */
const FLAT_PIXELS_PER_MM = 12;

/** The handwritten digits sheets are written with: the test part of the split only, by label. */
export function testDigits(): DigitsByLabel {
  return digitsByLabel(splitDigits(loadMnistDigits()).test);
}

export const layoutOfSheet = (sheet: FilledSheet): TemplateLayout =>
  sheet.template === 1 ? templateLayout(1, sheet.classes) : templateLayout(2);

/**
 * One filled template photographed by a phone, made from `seed` alone (the same seed, the same
 * bytes): what is written, the printed page, the ink, the photo. `size` fixes the photo's size
 * instead of drawing it; `digitHeights` writes the digits taller or shorter than issue 40's 70 to
 * 100 % of their boxes.
 */
export async function generateSheet(
  template: TemplateNumber,
  seed: number,
  digits: DigitsByLabel,
  options: { name?: string; size?: { width: number; height: number }; digitHeights?: DigitHeights } = {},
): Promise<GeneratedSheet> {
  const random = new Random(seed);
  const filled = fillSheet(template, random);
  const layout = layoutOfSheet(filled);
  const locale = random.pick(LOCALES);
  const page = await printPage(layout, locale, choosePrinter(random), FLAT_PIXELS_PER_MM);
  const pen = choosePen(random);
  writeSheet(page, layout, filled, digits, pen, random, options.digitHeights);
  const plan = planPhoto(random, layout.page, options.size);
  const photo = await photograph(page, plan, random);
  return {
    photo,
    truth: {
      name: options.name ?? `template-${template}-${seed}`,
      ...filled,
      seed,
      locale,
      pen: pen.kind,
      photo: {
        width: plan.width,
        height: plan.height,
        corners: plan.corners.map(({ x, y }) => ({ x: round(x, 1), y: round(y, 1) })),
        pixelsPerMm: round(photoPixelsPerMm(plan, layout.page), 2),
        rotationDegrees: round(plan.rotationDegrees, 1),
        fill: round(plan.fill, 2),
        blur: round(plan.blur, 2),
        noise: round(plan.noise, 1),
        quality: plan.quality,
        shadow: plan.shadow !== undefined,
      },
    },
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
