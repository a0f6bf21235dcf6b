import { type CountPlan } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { type PlanRow } from './count-plan.repository';
import { checkStatusOf } from './domain/count-plan-rules';

/** §3 Stock-count plan of a row, its descriptions in the user's language. */
export function toCountPlan(row: PlanRow, locale: Locale): CountPlan {
  const checkStatus = checkStatusOf(row.status, row.counted_lines);
  return {
    id: row.id,
    checkListNo: row.check_list_no,
    storageBinId: row.location_id,
    storageBin: row.location,
    woodKindId: row.wood_kind_id,
    woodKind: row.wood_kind ?? '',
    woodSpecs: row.lengths ?? '',
    qty: row.qty,
    checkQty: row.check_qty,
    planner: row.planner_name,
    plannedTime: row.planned_day,
    checker: row.checker_name,
    checkTime: row.check_time?.toISOString() ?? null,
    createTime: row.created_at.toISOString(),
    status: row.status,
    statusDesc: translate(locale, 'server.status.countPlan', { status: row.status }),
    checkStatus,
    checkStatusDesc: translate(locale, 'server.status.countCheck', { status: checkStatus }),
  };
}
