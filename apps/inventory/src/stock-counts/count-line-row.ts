import { type CountLine } from '@timber/contracts';
import { difference } from './domain/count-plan-rules';

/** A line of a stock-count plan as the detail's query reads it. */
export interface LineRow {
  id: string;
  plan_id: string;
  location: string;
  wood_kind: string;
  diameter_class: number | null;
  length_class: string | null;
  qty: number;
  check_qty: number;
  counted_at: Date | null;
}

/** §3 Count detail of a line row. */
export function toCountLine(row: LineRow): CountLine {
  const { profit, loss } = difference({ qty: row.qty, checkQty: row.check_qty });
  return {
    diaId: row.id,
    planId: row.plan_id,
    ...linePlace(row),
    qty: row.qty,
    checkQty: row.check_qty,
    invQtyProfit: profit,
    invQtyLoss: loss,
    counted: row.counted_at !== null,
  };
}

/** A count line's location, wood kind and class as the detail and the adjustments show them (0: no readings). */
export function linePlace(row: Pick<LineRow, 'location' | 'wood_kind' | 'diameter_class' | 'length_class'>) {
  return {
    locName: row.location,
    kindName: row.wood_kind,
    dia: row.diameter_class ?? 0,
    length: row.length_class === null ? 0 : Number(row.length_class),
  };
}
