import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type DiameterCategory } from '../../../api/api';
import { type RangeGroupRow } from '../../../shared/ui/diameter-tables';
import { LOOKUP_BODY, useDiameterRangeListQuery } from './diam-data-api';
import { groupByRanges } from './range-price';

/**
 * The range panel's rows in the tenant's diameter ranges, the grouping its price table uses, with
 * a last row for diameters in no range; null (the service's 10 cm groups) while the ranges load
 * or when the tenant has defined none.
 */
export function useRangeGroups(data: DiameterCategory | null, enabled: boolean): RangeGroupRow[] | null {
  const intl = useIntl();
  const ranges = useDiameterRangeListQuery(LOOKUP_BODY, { skip: !enabled });
  const records = ranges.data?.data.records;
  return useMemo(() => {
    if (!enabled || !data || !records || records.length === 0) {
      return null;
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
    return grouped.outside.qty > 0
      ? [
          ...rows,
          {
            label: intl.formatMessage({ id: 'diamData.rangesOutside' }),
            qty: grouped.outside.qty,
            vol: grouped.outside.volumeThousandths / 1000,
          },
        ]
      : rows;
  }, [enabled, data, records, intl]);
}
