import { useMemo } from 'react';
import { useCustomerPageQuery, useLocationPageQuery, useWoodKindPageQuery } from '../../api/api';

/** Look-ups fetch everything at once (spec §7, §9: page 1, pageSize 10000). */
export const LOOKUP_BODY = { body: { page: 1, pageSize: 10_000 } } as const;

export interface Option {
  value: string;
  label: string;
}

/** Customers, wood kinds and warehouse locations as dropdown options. */
export function useLookups(): { customers: Option[]; kinds: Option[]; locations: Option[] } {
  const customers = useCustomerPageQuery(LOOKUP_BODY).data?.data.records;
  const kinds = useWoodKindPageQuery(LOOKUP_BODY).data?.data.records;
  const locations = useLocationPageQuery(LOOKUP_BODY).data?.data.records;
  return useMemo(
    () => ({
      customers: (customers ?? []).map((row) => ({ value: row.id, label: row.customerName })),
      kinds: (kinds ?? []).map((row) => ({ value: row.id, label: row.woodKindName })),
      locations: (locations ?? []).map((row) => ({ value: row.id, label: row.locationName })),
    }),
    [customers, kinds, locations],
  );
}
