import { HEADER_FIELDS, type Rect, type TemplateLayout } from '@timber/handwriting';
import { type Locale, translate } from '@timber/i18n';
import sharp from 'sharp';
import { type Random } from './random';

/** A colour picture, 3 bytes (red, green, blue) a pixel, row by row. */
export interface ColourImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A printed page drawn flat, `pixelsPerMm` pixels per page millimetre. */
export interface FlatPage extends ColourImage {
  pixelsPerMm: number;
}

/** How one printer put the template on paper: its black and its rendering of the boxes' light blue. */
export interface Printer {
  black: number;
  boxColour: [number, number, number];
}

/**
 * The product's print (apps/inventory's handwriting-template-html.ts, which tools may not import):
 * boxes 0.35 mm of light blue #8fb3de with 0.6 mm round corners, the length's point 14 pt in the
 * same blue, labels 9 pt, heads and instructions 7.5 pt #333, title 14 pt bold, header fields 9 pt
 * over a 0.3 mm black line, marks and code cells solid black. Kept in step by hand: a change there
 * belongs here too.
 */
const PRINT = {
  boxColour: [0x8f, 0xb3, 0xde] as [number, number, number],
  boxLineMm: 0.35,
  boxCornerMm: 0.6,
  greyText: '#333',
  fieldLineMm: 0.3,
  fontFamily: "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Noto Sans', 'DejaVu Sans', sans-serif",
  pointSize: { title: 14, instructions: 7.5, field: 9, head: 7.5, label: 9, point: 14 },
} as const;

const MM_PER_POINT = 25.4 / 72;
/** Where a line of text's baseline sits below its line's centre, as a share of the font size. */
const BASELINE_BELOW_CENTRE = 0.35;

/** A printer of the kind a yard office has: black not quite black, the light blue a little off. */
export function choosePrinter(random: Random): Printer {
  return {
    black: random.whole(10, 45),
    boxColour: PRINT.boxColour.map((level) => Math.min(255, level + random.whole(-10, 10))) as [
      number,
      number,
      number,
    ],
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rgb = ([red, green, blue]: readonly number[]) => `rgb(${red},${green},${blue})`;

/** Words broken into lines no wider than `width` mm, judged by an average glyph of 0.52 em. */
function wrap(text: string, width: number, fontMm: number): string[] {
  const perLine = Math.max(10, Math.floor(width / (0.52 * fontMm)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}

/** The template as the product prints it, an SVG in page millimetres. */
export function templateSvg(
  layout: TemplateLayout,
  locale: Locale,
  printer: Printer,
  pixelsPerMm: number,
): string {
  const t = (id: string) => escapeXml(translate(locale, id));
  const black = rgb([printer.black, printer.black, printer.black]);
  const box = rgb(printer.boxColour);
  const font = (points: number) => points * MM_PER_POINT;
  const rect = ({ x, y, w, h }: Rect, fill: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
  const text = (x: number, baseline: number, points: number, content: string, attributes = '') =>
    `<text x="${x}" y="${baseline}" font-size="${font(points)}" ${attributes}>${content}</text>`;
  const centred = (rect: Rect) => rect.y + rect.h / 2;

  const parts: string[] = [`<rect width="${layout.page.w}" height="${layout.page.h}" fill="#fff"/>`];
  parts.push(...layout.marks.map((mark) => rect(mark, black)), rect(layout.ring, '#fff'));
  layout.code.cells.forEach((cell, index) =>
    parts.push(rect(cell, layout.code.black[index] ? black : '#fff')),
  );

  const { title } = layout.header;
  const titleText = t(layout.template === 1 ? 'server.handwriting.titleOne' : 'server.handwriting.titleTwo');
  parts.push(
    text(
      title.x + title.w / 2,
      centred(title) + BASELINE_BELOW_CENTRE * font(PRINT.pointSize.title),
      PRINT.pointSize.title,
      titleText,
      `font-weight="bold" text-anchor="middle" fill="${black}"`,
    ),
  );
  const instructionsMm = font(PRINT.pointSize.instructions);
  wrap(translate(locale, 'server.handwriting.instructions'), title.w, instructionsMm).forEach((line, index) =>
    parts.push(
      text(
        title.x + title.w / 2,
        title.y + title.h + (index + 0.95) * 1.2 * instructionsMm,
        PRINT.pointSize.instructions,
        escapeXml(line),
        `text-anchor="middle" fill="${PRINT.greyText}"`,
      ),
    ),
  );
  HEADER_FIELDS.forEach((field, index) => {
    const rectOf = layout.header.fields[index]!;
    const fieldMm = font(PRINT.pointSize.field);
    parts.push(
      text(
        rectOf.x,
        rectOf.y + 5 + 0.95 * fieldMm,
        PRINT.pointSize.field,
        `${t(`server.handwriting.${field}`)}:`,
        `fill="${black}"`,
      ),
      rect(
        { x: rectOf.x, y: rectOf.y + rectOf.h - PRINT.fieldLineMm, w: rectOf.w, h: PRINT.fieldLineMm },
        black,
      ),
    );
  });
  for (const head of layout.columnHeads) {
    parts.push(
      text(
        head.rect.x,
        centred(head.rect) + BASELINE_BELOW_CENTRE * font(PRINT.pointSize.head),
        PRINT.pointSize.head,
        t(`server.handwriting.${head.field}`),
        `fill="${PRINT.greyText}"`,
      ),
    );
  }
  const line = PRINT.boxLineMm;
  for (const row of layout.rows) {
    parts.push(
      text(
        row.label.x + row.label.w - 1.5,
        centred(row.label) + BASELINE_BELOW_CENTRE * font(PRINT.pointSize.label),
        PRINT.pointSize.label,
        String(row.classCm ?? row.number),
        `text-anchor="end" fill="${black}"`,
      ),
    );
    for (const digitBox of row.boxes) {
      // the CSS border lies inside the box (border-box): the stroke's middle is half a line in
      parts.push(
        `<rect x="${digitBox.x + line / 2}" y="${digitBox.y + line / 2}" width="${digitBox.w - line}" ` +
          `height="${digitBox.h - line}" rx="${PRINT.boxCornerMm}" fill="none" stroke="${box}" stroke-width="${line}"/>`,
      );
    }
    if (row.point) {
      parts.push(
        text(
          row.point.x + row.point.w / 2,
          centred(row.point) + BASELINE_BELOW_CENTRE * font(PRINT.pointSize.point),
          PRINT.pointSize.point,
          '.',
          `text-anchor="middle" fill="${box}"`,
        ),
      );
    }
  }
  const width = Math.round(layout.page.w * pixelsPerMm);
  const height = Math.round(layout.page.h * pixelsPerMm);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${layout.page.w} ${layout.page.h}" font-family="${PRINT.fontFamily}">${parts.join('')}</svg>`
  );
}

/** The printed template drawn flat at `pixelsPerMm`, as the paper comes out of the printer. */
export async function printPage(
  layout: TemplateLayout,
  locale: Locale,
  printer: Printer,
  pixelsPerMm: number,
): Promise<FlatPage> {
  const { data, info } = await sharp(Buffer.from(templateSvg(layout, locale, printer, pixelsPerMm)))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    pixelsPerMm,
  };
}
