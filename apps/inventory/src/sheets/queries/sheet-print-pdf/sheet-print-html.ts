import { printedLengths, type SheetPrintData } from '@timber/contracts';
import { escapeHtml } from '@timber/exports';
import { type Locale, translate } from '@timber/i18n';
import { SHEET_KIND, type SheetKind } from '../../domain/sheet-rules';

/**
 * The printed sheet as one self-contained HTML document (no scripts, no links), for the PDF: the
 * same layout as the web app's print view (apps/web/src/features/sheets/print), A4 portrait. Title
 * (入库单 or 出库单 in Chinese), the header fields, the logs by length and diameter class with a
 * subtotal per length, the totals, and the signature lines. Every value is escaped.
 */
export function sheetPrintHtml(kind: SheetKind, data: SheetPrintData, locale: Locale): string {
  const t = (id: string, values?: Record<string, string | number>) =>
    escapeHtml(translate(locale, id, values));
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  const volume = (value: number) => number(value, 3);
  const title = t(kind === SHEET_KIND.IN ? 'server.print.stockInSheet' : 'server.print.stockOutSheet');
  const fields: [string, string][] = [
    ['server.excel.spu', data.header.spu],
    ['server.excel.date', data.header.storageDate],
    ['server.excel.customer', data.customer?.customerName ?? ''],
    ['server.excel.transportNum', data.header.transportNum],
    ['server.excel.woodKind', data.kind.woodKindName],
    ['server.excel.location', data.location.locationName],
    ['server.excel.standard', data.header.standardType],
    ['server.excel.creator', data.header.creator],
  ];
  const head = fields
    .map(([label, value]) => `<div class="field"><span>${t(label)}</span><b>${escapeHtml(value)}</b></div>`)
    .join('');
  const body = printedLengths(data.diameterClasses)
    .map((group) => {
      const rows = group.rows
        .map(
          (row) =>
            `<tr><td>${number(row.dia, 0)}</td><td>${number(row.length, 1)}</td><td>${row.qty}</td><td>${volume(row.vol)}</td></tr>`,
        )
        .join('');
      return `${rows}<tr class="subtotal"><td colspan="2">${t('server.print.subtotal', { length: number(group.length, 1) })}</td><td>${group.qty}</td><td>${volume(group.vol)}</td></tr>`;
    })
    .join('');
  const { totals } = data;
  const notes = [
    `${t('server.excel.avgDiameter')}: ${number(totals.avgDiameter, 1)}`,
    ...(totals.purchaseVol === null
      ? []
      : [`${t('server.print.purchaseVol')}: ${volume(totals.purchaseVol)}`]),
    ...(totals.unmeasured > 0 ? [t('server.print.unmeasured', { count: totals.unmeasured })] : []),
  ]
    .map((note) => `<span>${note}</span>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${title} ${escapeHtml(data.header.spu)}</title>
<style>${PRINT_CSS}</style></head>
<body><main class="sheet">
<h1>${title}</h1>
<section class="fields">${head}</section>
<table><thead><tr><th>${t('server.excel.diameter')}</th><th>${t('server.excel.length')}</th><th>${t('server.excel.quantity')}</th><th>${t('server.excel.volume')}</th></tr></thead>
<tbody>${body}</tbody>
<tfoot><tr><td colspan="2">${t('server.excel.total')}</td><td>${totals.qty}</td><td>${volume(totals.volume)}</td></tr></tfoot></table>
<p class="notes">${notes}</p>
<footer class="signatures"><span>${t('server.print.preparedBy')}: ${escapeHtml(data.header.creator)}</span><span>${t(kind === SHEET_KIND.IN ? 'server.print.deliveredBy' : 'server.print.receivedBy')}: </span><span>${t('server.print.checkedBy')}: </span></footer>
</main></body></html>`;
}

/** A4 portrait, black on white, the table repeating its head on each page. */
const PRINT_CSS = `
@page { size: A4 portrait; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { margin: 0; color: #000; background: #fff;
  font-family: "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans", "DejaVu Sans", sans-serif; font-size: 10.5pt; }
h1 { text-align: center; font-size: 20pt; letter-spacing: 0.3em; margin: 0 0 6mm; }
.fields { display: grid; grid-template-columns: repeat(2, 1fr); gap: 1.5mm 8mm; margin-bottom: 5mm; }
.field span::after { content: ": "; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 0.3mm solid #000; padding: 1.2mm 2mm; text-align: right; }
th { background: #eee; text-align: center; }
.subtotal td, tfoot td { font-weight: bold; }
.subtotal td:first-child, tfoot td:first-child { text-align: left; }
.notes { display: flex; gap: 8mm; margin: 3mm 0 0; }
.signatures { display: flex; justify-content: space-between; margin-top: 14mm; }
.signatures span { min-width: 50mm; border-bottom: 0.3mm solid #000; padding-bottom: 1mm; }
`;
