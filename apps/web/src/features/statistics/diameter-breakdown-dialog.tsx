import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type DiameterCategory } from '../../api/api';
import { useRangeGroups } from '../../shared/diameter-ranges/use-range-groups';
import { DiameterTables } from '../../shared/ui/diameter-tables';
import { type StatsFlag } from './daily-stats-rules';
import { type DailyStatsRow, useDailyStatsCategoryMutation } from './statistics.api';

interface DiameterBreakdownDialogProps {
  row: DailyStatsRow | null;
  flag: StatsFlag;
  onHide: () => void;
}

/**
 * The diameter breakdown of a daily statistics row (spec §2 "row button shows a diameter breakdown
 * dialog"; §7 detail by ids, standard, flag): its sheets' logs by diameter class and length, and
 * by the tenant's diameter ranges as on every other screen.
 */
export function DiameterBreakdownDialog({ row, flag, onHide }: DiameterBreakdownDialogProps) {
  const [load] = useDailyStatsCategoryMutation();
  const [answer, setAnswer] = useState<{ row: DailyStatsRow; data: DiameterCategory } | null>(null);
  useEffect(() => {
    if (!row) {
      return undefined;
    }
    let current = true;
    load({ body: { ids: row.ids, flag } })
      .unwrap()
      .then(({ data }) => current && setAnswer({ row, data }))
      // the API layer has shown the server's message
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [row, flag, load]);
  const shown = answer && answer.row === row ? answer.data : null;
  // the tenant's diameter ranges, as every other diameter table (issue 35)
  const rangeGroups = useRangeGroups(shown, row !== null);
  return (
    <Dialog
      visible={row !== null}
      onHide={onHide}
      header={
        row && (
          <FormattedMessage
            id="stats.breakdownTitle"
            values={{ customer: row.customerName || '-', kind: row.woodKindName }}
          />
        )
      }
      style={{ width: '56rem' }}
      breakpoints={{ '960px': '95vw' }}
      draggable={false}
      modal
      data-testid="stats-breakdown"
    >
      <DiameterTables
        data={shown}
        loading={row !== null && shown === null}
        showRangeGroups
        rangeGroups={rangeGroups}
        emptyMessage={<FormattedMessage id="stats.breakdownEmpty" />}
      />
    </Dialog>
  );
}
