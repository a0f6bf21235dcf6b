import { type RowOf } from '../../api/row-of';
import {
  type CustomerListApiResponse,
  type DiameterRangeListApiResponse,
  type LocationListApiResponse,
  type WoodKindListApiArg,
  type WoodKindListApiResponse,
  type WoodSpecListApiResponse,
} from './master-data.api.generated';

/** The master-data screens' calls (spec §7 wood kinds, customers, locations, wood specs, diameter ranges). */
export * from './master-data.api.generated';

export type WoodKind = RowOf<WoodKindListApiResponse>;
export type WoodKindPageArg = WoodKindListApiArg;
export type Customer = RowOf<CustomerListApiResponse>;
export type Location = RowOf<LocationListApiResponse>;
export type WoodSpec = RowOf<WoodSpecListApiResponse>;
export type DiameterRange = RowOf<DiameterRangeListApiResponse>;
