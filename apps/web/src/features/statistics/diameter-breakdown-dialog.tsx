import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { DiameterTables } from '../../shared/ui/diameter-tables';
import { type StatsFlag } from './daily-stats-rules';
import { type DailyStatsRow, useDailyStatsCategoryMutation } from './statistics-api';

interface DiameterBreakdownDialogProps {
  row: DailyStatsRow | null;
  flag: StatsFlag;
  onHide: () => void;
}

/**
 * The diameter breakdown of a daily statistics row (spec §2 "row button shows a diameter breakdown
 * dialog"; §7 detail by ids, standard, flag): its sheets' logs by diameter class and length.
 */
export function DiameterBreakdownDialog({ row, flag, onHide }: DiameterBreakdownDialogProps) {
  const [load, { data, isLoading, reset }] = useDailyStatsCategoryMutation();
  useEffect(() => {
    if (row) {
      // the API layer shows the server's message when it fails
      load({ body: { ids: row.ids, flag } }).catch(() => undefined);
    } else {
      reset();
    }
  }, [row, flag, load, reset]);
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
        data={data?.data ?? null}
        loading={isLoading}
        showRangeGroups
        emptyMessage={<FormattedMessage id="stats.breakdownEmpty" />}
      />
    </Dialog>
  );
}
