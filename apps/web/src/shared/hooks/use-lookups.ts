import { useMemo } from 'react';
import {
  useLookupCustomerListQuery,
  useLookupLocationListQuery,
  useLookupWoodKindListQuery,
} from '../../api/api';

/** Look-ups fetch everything at once (spec §7, §9: page 1, pageSize 10000). */
export const LOOKUP_BODY = { body: { page: 1, pageSize: 10_000 } } as const;

export interface Option {
  value: string;
  label: string;
}

/**
 * Customers, wood kinds and warehouse locations as dropdown options, from the look-up routes any
 * screen that needs them may call (issue 35), never the master-data screens' lists.
 */
export function useLookups(): { customers: Option[]; kinds: Option[]; locations: Option[] } {
  const customers = useLookupCustomerListQuery(LOOKUP_BODY).data?.data.records;
  const kinds = useLookupWoodKindListQuery(LOOKUP_BODY).data?.data.records;
  const locations = useLookupLocationListQuery(LOOKUP_BODY).data?.data.records;
  return useMemo(
    () => ({
      customers: (customers ?? []).map((row) => ({ value: row.id, label: row.name })),
      kinds: (kinds ?? []).map((row) => ({ value: row.id, label: row.name })),
      locations: (locations ?? []).map((row) => ({ value: row.id, label: row.name })),
    }),
    [customers, kinds, locations],
  );
}
