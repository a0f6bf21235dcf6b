import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { useState } from 'react';
import { type IntlShape } from 'react-intl';
import { canCheck, type ListModes, NO_MODE, showsBox, toggleRow } from './list-modes';

/** The state of a list's merge and share modes (spec §4). */
export const useListModes = () => useState<ListModes>(NO_MODE);

/**
 * The checkbox column of a sheet list, shown in merge or share mode: a box on each row the mode
 * can take (merge: pending sheets only); in share mode a box on every row, disabled with a tooltip
 * saying why on sheets not confirmed; ticks kept across pages.
 */
export function modeColumn(
  intl: IntlShape,
  testId: string,
  modes: ListModes,
  onModes: (modes: ListModes) => void,
) {
  // The table memoizes its cells by position and row. The column is always there (hidden outside
  // the modes), so the other columns keep their positions; its key changes with the mode and
  // the ticks, so its boxes are drawn again.
  const columnKey = `mode-${modes.mode}-${modes.checked.join(',')}`;
  return (
    <Column
      key="mode"
      columnKey={columnKey}
      hidden={modes.mode === 'none'}
      header={<span data-testid={`${testId}-checked-count`}>{modes.checked.length}</span>}
      style={{ width: '3rem' }}
      body={(row: { spu: string; status: number }) => {
        if (!showsBox(modes.mode, row.status)) {
          return null;
        }
        const enabled = canCheck(modes.mode, row.status);
        return (
          <Checkbox
            checked={enabled && modes.checked.includes(row.spu)}
            disabled={!enabled}
            onChange={() => onModes(toggleRow(modes, row))}
            aria-label={intl.formatMessage({ id: 'sheetTools.tick' }, { spu: row.spu })}
            {...(enabled
              ? {}
              : {
                  tooltip: intl.formatMessage({ id: 'sheetTools.shareConfirmedOnly' }),
                  tooltipOptions: { showOnDisabled: true, position: 'right' as const },
                })}
            data-testid={`${testId}-check`}
          />
        );
      }}
    />
  );
}
