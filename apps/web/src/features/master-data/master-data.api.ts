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

export type WoodKind = WoodKindListApiResponse['data']['records'][number];
export type WoodKindPageArg = WoodKindListApiArg;
export type Customer = CustomerListApiResponse['data']['records'][number];
export type Location = LocationListApiResponse['data']['records'][number];
export type WoodSpec = WoodSpecListApiResponse['data']['records'][number];
export type DiameterRange = DiameterRangeListApiResponse['data']['records'][number];
