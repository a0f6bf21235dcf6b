import { printedLengths } from '@timber/contracts';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDiameter, formatVolume } from '../../../shared/format/format';
import { PrintedHead } from '../../../shared/ui/printed-head';
import { type PrintType, type SheetPrintData } from './print-api';

const COLUMNS = ['sheet.diameter', 'sheet.length', 'sheet.quantity', 'sheet.volume'] as const;

/**
 * A stock-in (入库单) or stock-out sheet (出库单) as printed (spec §2 Diameter data detail, the "old
 * print code"): title, header fields, the logs by length and diameter class with a subtotal per
 * length, the totals, and the signature lines; A4 when printed (shared/ui/printed-sheet.css). The PDF is the
 * same layout, printed by the server (apps/inventory sheet-print-html.ts).
 */
export function PrintedSheet({ type, data }: { type: PrintType; data: SheetPrintData }) {
  const intl = useIntl();
  const length = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const volume = (value: number) => formatVolume(intl, value);
  const fields = [
    { id: 'sheet.spu', value: data.header.spu },
    { id: 'sheet.date', value: data.header.storageDate },
    { id: 'sheet.customer', value: data.customer?.customerName ?? '' },
    { id: 'sheet.transportNum', value: data.header.transportNum },
    { id: 'sheet.woodKind', value: data.kind.woodKindName },
    { id: 'sheet.warehouse', value: data.location.locationName },
    { id: 'sheet.standard', value: data.header.standardType },
    { id: 'sheet.creator', value: data.header.creator },
  ] as const;
  const { totals } = data;
  const groups = printedLengths(data.diameterClasses);
  return (
    <article className="printed-sheet" data-testid="printed-sheet">
      <PrintedHead
        titleId={type === 'stockIn' ? 'print.stockInSheet' : 'print.stockOutSheet'}
        fields={fields}
      />
      {groups.length === 0 ? (
        <p className="printed-empty" data-testid="printed-empty">
          <FormattedMessage id="print.noData" />
        </p>
      ) : (
        <table data-testid="printed-rows">
          <thead>
            <tr>
              {COLUMNS.map((id) => (
                <th key={id}>
                  <FormattedMessage id={id} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <Fragment key={group.length}>
                {group.rows.map((row) => (
                  <tr key={row.dia}>
                    <td>{row.dia}</td>
                    <td>{length(row.length)}</td>
                    <td>{row.qty}</td>
                    <td>{volume(row.vol)}</td>
                  </tr>
                ))}
                <tr className="printed-subtotal">
                  <td colSpan={2}>
                    <FormattedMessage id="print.subtotal" values={{ length: length(group.length) }} />
                  </td>
                  <td>{group.qty}</td>
                  <td>{volume(group.vol)}</td>
                </tr>
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="printed-total">
              <td colSpan={2}>
                <FormattedMessage id="print.total" />
              </td>
              <td>{totals.qty}</td>
              <td>{volume(totals.volume)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className="printed-notes">
        <span>
          <FormattedMessage id="sheet.avgDiameter" />: {formatDiameter(intl, totals.avgDiameter)}
        </span>
        {totals.purchaseVol !== null && (
          <span>
            <FormattedMessage id="print.purchaseVol" />: {volume(totals.purchaseVol)}
          </span>
        )}
        {totals.unmeasured > 0 && (
          <span>
            <FormattedMessage id="print.unmeasured" values={{ count: totals.unmeasured }} />
          </span>
        )}
      </p>
      <footer className="printed-signatures">
        <span>
          <FormattedMessage id="print.preparedBy" />: {data.header.creator}
        </span>
        <span>
          <FormattedMessage id={type === 'stockIn' ? 'print.deliveredBy' : 'print.receivedBy'} />:
        </span>
        <span>
          <FormattedMessage id="print.checkedBy" />:
        </span>
      </footer>
    </article>
  );
}
