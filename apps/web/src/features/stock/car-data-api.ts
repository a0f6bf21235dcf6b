import { api } from '../../api/api';
import { type CarDataListApiResponse } from '../../api/generated';

export const { useCarDataListQuery } = api;

/** One truck or container of the list (spec §2 truck and container data). */
export type Truck = CarDataListApiResponse['data']['records'][number];
