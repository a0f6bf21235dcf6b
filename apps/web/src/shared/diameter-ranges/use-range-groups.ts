import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type DiameterCategory, useLookupDiameterRangeListQuery } from '../../api/api';
import { LOOKUP_BODY } from '../hooks/use-lookups';
import { groupByRanges } from './range-groups';

type RangeGroupRow = DiameterCategory['rangeGroups'][number];

/**
 * What a diameter table's range panel groups by, said in its title: the tenant's diameter ranges (read through the screens' own look-up, issue 35);
 * 10 cm (the service's groups, 20~28, 30~38…) while the tenant has set none; or 10 cm because the
 * ranges could not be read, which the panel says rather than falling back silently (issue 35).
 */
export type RangeBasis = 'ranges' | 'tens' | 'unreadable';

export interface RangeGrouping {
  basis: RangeBasis;
  rows: RangeGroupRow[];
}

/**
 * The range panel of a diameter table, one grouping on every screen (the diameter data detail, a
 * stock row's Look, the daily statistics' breakdown): the rows in the tenant's diameter ranges,
 * the grouping its price table uses, with a last row for diameters in no range; else the service's
 * 10 cm groups, with why. Null while disabled, without data or while the ranges load.
 */
export function useRangeGroups(data: DiameterCategory | null, enabled: boolean): RangeGrouping | null {
  const intl = useIntl();
  const ranges = useLookupDiameterRangeListQuery(LOOKUP_BODY, { skip: !enabled });
  const records = ranges.data?.data.records;
  const failed = ranges.isError;
  return useMemo((): RangeGrouping | null => {
    if (!enabled || !data) {
      return null;
    }
    if (failed) {
      return { basis: 'unreadable', rows: [...data.rangeGroups] };
    }
    if (!records) {
      return null;
    }
    if (records.length === 0) {
      return { basis: 'tens', rows: [...data.rangeGroups] };
    }
    const grouped = groupByRanges(records, data.rows);
    const rows = grouped.ranges.map((range) => ({
      label: intl.formatMessage(
        { id: 'diamData.price.rangeLabel' },
        { lower: range.lowerLimit, upper: range.upperLimit },
      ),
      qty: range.qty,
      vol: range.volumeThousandths / 1000,
    }));
    return {
      basis: 'ranges',
      rows:
        grouped.outside.qty > 0
          ? [
              ...rows,
              {
                label: intl.formatMessage({ id: 'diamData.rangesOutside' }),
                qty: grouped.outside.qty,
                vol: grouped.outside.volumeThousandths / 1000,
              },
            ]
          : rows,
    };
  }, [enabled, data, records, failed, intl]);
}
