import { escapeHtml } from '@timber/exports';
import { HEADER_FIELDS, type Rect, type TemplateLayout } from '@timber/handwriting';
import { type Locale, translate } from '@timber/i18n';

/**
 * A handwritten diameter sheet's template (@timber/handwriting's layout) as one self-contained HTML
 * document for the PDF, in the caller's language: every mark, code cell, box and label placed
 * absolutely in millimetres on an A4 page with no margin, so the printed page has them where the
 * reader of its photo looks for them. The boxes are light blue (a drop-out colour: pen ink is far
 * darker); marks and code cells solid black.
 */
export function handwritingTemplateHtml(layout: TemplateLayout, locale: Locale): string {
  const t = (id: string) => escapeHtml(translate(locale, id));
  const at = ({ x, y, w, h }: Rect) => `left:${x}mm;top:${y}mm;width:${w}mm;height:${h}mm`;
  const div = (className: string, rect: Rect, text = '') =>
    `<div class="${className}" style="${at(rect)}">${text}</div>`;
  const title = t(layout.template === 1 ? 'server.handwriting.titleOne' : 'server.handwriting.titleTwo');
  const fields = HEADER_FIELDS.map((field, index) =>
    div('field', layout.header.fields[index]!, t(`server.handwriting.${field}`)),
  );
  const heads = layout.columnHeads.map((head) =>
    div('head', head.rect, t(`server.handwriting.${head.field}`)),
  );
  const rows = layout.rows.flatMap((row) => [
    div('label', row.label, String(row.classCm ?? row.number)),
    ...row.boxes.map((box) => div('box', box)),
    ...(row.point ? [div('point', row.point, '.')] : []),
  ]);
  const marks = [
    ...layout.marks.map((mark) => div('mark', mark)),
    div('ring', layout.ring),
    ...layout.code.cells.map((cell, index) => div(layout.code.black[index] ? 'mark' : 'cell', cell)),
  ];
  const instructions = div(
    'instructions',
    {
      x: layout.header.title.x,
      y: layout.header.title.y + layout.header.title.h,
      w: layout.header.title.w,
      h: 4,
    },
    t('server.handwriting.instructions'),
  );
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title>
<style>${TEMPLATE_CSS}</style></head>
<body><main class="page">
${marks.join('')}
${div('title', layout.header.title, title)}${instructions}
${fields.join('')}
${heads.join('')}
${rows.join('')}
</main></body></html>`;
}

/** A4 portrait with no margin: the page's own millimetres are the layout's. */
const TEMPLATE_CSS = `
@page { size: A4 portrait; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; color: #000; background: #fff;
  font-family: "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans", "DejaVu Sans", sans-serif; }
.page { position: relative; width: 210mm; height: 297mm; overflow: hidden; }
.page > div { position: absolute; }
.mark { background: #000; }
.ring { background: #fff; }
.cell { background: #fff; }
.title { font-size: 14pt; font-weight: bold; text-align: center; line-height: 10mm; }
.instructions { font-size: 7.5pt; text-align: center; color: #333; }
.field { font-size: 9pt; border-bottom: 0.3mm solid #000; padding-top: 5mm; }
.field::after { content: ":"; }
.head { font-size: 7.5pt; color: #333; line-height: 6mm; white-space: nowrap; }
.label { font-size: 9pt; line-height: 9mm; text-align: right; padding-right: 1.5mm; }
.box { border: 0.35mm solid #8fb3de; border-radius: 0.6mm; }
.point { font-size: 14pt; line-height: 9mm; text-align: center; color: #8fb3de; }
`;
