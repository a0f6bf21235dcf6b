import { FormattedMessage } from 'react-intl';
import { type SheetFromCountProps } from '../../shared/bridges/count-sheet';
import { useLookups } from '../../shared/hooks/use-lookups';
import { SheetFormDialog, type SheetSaveBody } from './sheet-form-dialog';
import { useStockInCreateMutation } from './sheets.api';

/**
 * The add stock-in sheet dialog filled from a count order (issue 7), opened from the count
 * review: its diameter classes, log length and standard; the sheet keeps the order and each
 * row's photo.
 */
export function SheetFromCount({ prefill, onHide }: SheetFromCountProps) {
  const lookups = useLookups();
  const [create] = useStockInCreateMutation();
  const save = async (body: SheetSaveBody) =>
    (await create({ body: { ...body, countOrder: prefill.countOrder } }).unwrap()).data;
  return (
    <SheetFormDialog
      visible
      onHide={onHide}
      withPurchase
      titleId="sheet.in.add"
      lookups={lookups}
      save={save}
      initial={{ standard: prefill.standard, len: prefill.len, rows: prefill.rows }}
      sourceNote={
        <FormattedMessage
          id="counting.review.sheetSource"
          values={{ orderNo: prefill.countOrder.orderNo, count: prefill.logs }}
        />
      }
    />
  );
}
