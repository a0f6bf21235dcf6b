import { DEFAULT_CHROMIUM_PATH, PdfPrinter } from '@timber/exports';
import { type Rect, templateLayout, type TemplateLayout } from '@timber/handwriting';
import { LOCALES } from '@timber/i18n';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handwritingTemplateHtml } from './handwriting-template-html';

/** Pixels per mm of the rendering the checks read (A4 at about 254 dpi). */
const SCALE = 10;
const CLASSES = Array.from({ length: 46 }, (_, index) => 4 + 2 * index);

interface Rendering {
  /** the grey value (0 black, 255 white) and the blue minus red at a point, mm */
  at(x: number, y: number): { grey: number; blueness: number };
}

/**
 * The templates as Chromium lays them out (the engine that prints them), read back pixel by pixel:
 * what the reader of a photo will look for must be where the layout says, in every language.
 */
describe('the handwritten sheet templates as printed (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: DEFAULT_CHROMIUM_PATH, args: ['--no-sandbox'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function render(html: string): Promise<Rendering> {
    const page = await browser.newPage({
      viewport: { width: Math.round((210 * 96) / 25.4), height: Math.round((297 * 96) / 25.4) },
      deviceScaleFactor: (SCALE * 25.4) / 96,
    });
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      const png = await page.screenshot({ fullPage: false });
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return {
        at(x, y) {
          const offset = (Math.round(y * SCALE) * info.width + Math.round(x * SCALE)) * 3;
          const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
          return { grey: (r + g + b) / 3, blueness: b - r };
        },
      };
    } finally {
      await page.close();
    }
  }

  const centre = ({ x, y, w, h }: Rect): [number, number] => [x + w / 2, y + h / 2];

  function expectLayoutDrawn(layout: TemplateLayout, drawn: Rendering, locale: string): void {
    for (const mark of layout.marks) {
      expect(
        drawn.at(...centre({ ...mark, w: 2, h: 2, x: mark.x + 1, y: mark.y + 1 })).grey,
        `${locale} mark`,
      ).toBeLessThan(40);
    }
    expect(drawn.at(...centre(layout.ring)).grey, `${locale} ring`).toBeGreaterThan(215);
    layout.code.cells.forEach((cell, index) => {
      const grey = drawn.at(...centre(cell)).grey;
      expect(layout.code.black[index] ? grey < 40 : grey > 215, `${locale} code cell ${index}`).toBe(true);
    });
    for (const row of layout.rows) {
      for (const box of row.boxes) {
        // an empty box: white inside (no label or heading runs into it), light blue on its border
        expect(drawn.at(...centre(box)).grey, `${locale} box of row ${row.number}`).toBeGreaterThan(215);
        // the border's line, wherever Chromium snapped it within a pixel or two of its edge
        const border = [-0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.5]
          .map((dx) => drawn.at(box.x + dx, box.y + box.h / 2))
          .reduce((bluest, pixel) => (pixel.blueness > bluest.blueness ? pixel : bluest));
        expect(border.blueness, `${locale} border of row ${row.number}`).toBeGreaterThan(25);
        expect(border.grey, `${locale} border of row ${row.number}`).toBeGreaterThan(120);
      }
    }
  }

  it.each(LOCALES)(
    'draws template one and template two where their layout says, in %s',
    async (locale) => {
      for (const layout of [templateLayout(1, CLASSES), templateLayout(2)]) {
        expectLayoutDrawn(layout, await render(handwritingTemplateHtml(layout, locale)), locale);
      }
    },
    60_000,
  );

  it('prints each template on one A4 page', async () => {
    const printer = new PdfPrinter();
    try {
      for (const layout of [templateLayout(1, CLASSES), templateLayout(2)]) {
        const pdf = (await printer.print(handwritingTemplateHtml(layout, 'ru'))).toString('latin1');
        expect(pdf.startsWith('%PDF-')).toBe(true);
        expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
        // A4 in points, 595.28 x 841.89, as Chromium writes it (to a hundredth of a point)
        const [width, height] = (/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [])
          .slice(1)
          .map(Number);
        expect(Math.abs(width! - 595.28)).toBeLessThan(0.5);
        expect(Math.abs(height! - 841.89)).toBeLessThan(0.5);
      }
    } finally {
      await printer.close();
    }
  }, 60_000);
});
